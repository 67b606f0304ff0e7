import type { ContactEntry } from '../components/blocks/ContactCard';
import { FIXED_CONTACT } from './navigation';

// The Sabha's central office, as the contact cards of the information pages (and the hostel, school and branch
// pages) show it. Address, phone and email are those the footer prints (content/navigation.ts, which matches the
// demo site settings), so a visitor meets one address, one phone number and one email everywhere. The Contact
// Us page itself shows the live details from the site settings.

export const SABHA_CONTACT = {
  name: 'Dakshin Bharat Jain Sabha, Central Office',
  address: FIXED_CONTACT.address,
  phone: FIXED_CONTACT.phone,
  email: FIXED_CONTACT.email,
  website: 'https://www.dakshinbharatjainsabha.org',
  /** Courts for any dispute under the legal policies. */
  jurisdiction: 'Sangli, Maharashtra',
} as const;

/** tel: links carry only digits and the leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The office's contact card. `topic` becomes the subject of the email, so that a message about, say, the
 * Paathshala reaches the right desk without the writer having to explain.
 */
export function sabhaContactEntries(topic?: string): ContactEntry[] {
  const mailto = topic
    ? `mailto:${SABHA_CONTACT.email}?subject=${encodeURIComponent(`Enquiry: ${topic}`)}`
    : `mailto:${SABHA_CONTACT.email}`;
  return [
    { icon: 'address', label: 'Address', value: SABHA_CONTACT.address },
    { icon: 'phone', label: 'Phone', value: SABHA_CONTACT.phone, href: telHref(SABHA_CONTACT.phone) },
    { icon: 'email', label: 'Email', value: SABHA_CONTACT.email, href: mailto },
    { icon: 'web', label: 'Enquiry form', value: 'Write to us online', href: '/contact-us' },
  ];
}
