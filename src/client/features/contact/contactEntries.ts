import type { ContactEntry } from '../../components/blocks/ContactCard';
import type { IconName } from '../../components/Icon';
import type { Settings } from '../../../shared/schemas';
import { CONTACT_SOCIAL_LABELS } from '../../content/contactPage';

/** tel: links keep only digits and a leading plus; people write numbers with spaces and dashes. */
export function telHref(mobile: string): string {
  const trimmed = mobile.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Only addresses a browser can open safely: http(s) links from the settings, nothing else. */
function safeWebUrl(value: string): string | null {
  const text = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

export interface SocialLink {
  icon: IconName;
  label: string;
  href: string;
}

/** Address, phone and email of the site settings as card entries; empty settings are left out. */
export function contactEntries(settings: Partial<Settings> | undefined): ContactEntry[] {
  const entries: ContactEntry[] = [];
  const address = settings?.contact_address?.trim();
  const mobile = settings?.contact_mobile?.trim();
  const email = settings?.contact_email?.trim();
  if (address) entries.push({ icon: 'address', label: 'Address', value: address });
  if (mobile) entries.push({ icon: 'phone', label: 'Phone', value: mobile, href: telHref(mobile) });
  if (email) entries.push({ icon: 'email', label: 'Email', value: email, href: `mailto:${email}` });
  return entries;
}

const SOCIAL_ICONS: Record<keyof typeof CONTACT_SOCIAL_LABELS, IconName> = {
  facebook_url: 'facebook',
  twitter_url: 'twitter',
  linkedin_url: 'linkedin',
};

/** Facebook, Twitter and LinkedIn from the site settings; empty or non-web addresses are left out. */
export function socialLinks(settings: Partial<Settings> | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  for (const key of Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]) {
    const href = safeWebUrl(settings?.[key] ?? '');
    if (href) links.push({ icon: SOCIAL_ICONS[key], label: CONTACT_SOCIAL_LABELS[key], href });
  }
  return links;
}
