import Icon, { type IconName } from './Icon';
import { useT } from '../i18n';
import type { Settings } from '../../shared/schemas';
import styles from './SocialLinks.module.css';

type SocialKey = 'facebook_url' | 'twitter_url' | 'insta_url' | 'linkedin_url' | 'youtube_url';

const NETWORKS: { key: SocialKey; label: string; icon: IconName }[] = [
  { key: 'facebook_url', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter_url', label: 'Twitter', icon: 'twitter' },
  { key: 'insta_url', label: 'Instagram', icon: 'instagram' },
  { key: 'linkedin_url', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'youtube_url', label: 'YouTube', icon: 'youtube' },
];

/** Only web addresses are links; an empty or odd value (javascript:, a bare word) is left out. */
export function safeWebUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^https?:\/\/[^\s"'<>]+$/i.test(text) ? text : null;
}

export function socialLinksOf(settings: Partial<Settings> | undefined) {
  return NETWORKS.flatMap((network) => {
    const href = safeWebUrl(settings?.[network.key]);
    return href ? [{ ...network, href }] : [];
  });
}

/** The Sabha's social accounts from the site settings; networks without an address are not shown. */
export default function SocialLinks({
  settings,
  tone = 'light',
}: {
  settings: Partial<Settings> | undefined;
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const links = socialLinksOf(settings);
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`} aria-label={t('Follow the Sabha')}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            className={styles.link}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('{network} (opens in a new tab)', { network: link.label })}
          >
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
