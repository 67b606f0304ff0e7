import { Link, useT, type Translate } from '../../i18n';
import Icon, { type IconName } from '../Icon';
import styles from './ContactCard.module.css';

export interface ContactEntry {
  icon: IconName;
  label: string;
  value: string;
  /** tel:, mailto:, a web address or a site path ('/contact-us'); without it the value is plain text. */
  href?: string;
}

export interface ContactCardProps {
  title?: string;
  entries: ContactEntry[];
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The texts of the entries that content/contacts.ts and content/institutions.ts build when a page renders (no
 * exported object holds them, so `npm run i18n:extract` learns them here). The card shows every label, and every
 * value that is not a number or an address, in the page's language.
 */
export const ENTRY_TEXTS = (t: Translate) => [
  t('Address'),
  t('Phone'),
  t('Email'),
  t('Enquiry form'),
  t('Write to us online'),
  t('Phone (central office)'),
  t('Online enquiry'),
  t('Send us a message'),
];

const isTextValue = (entry: ContactEntry) => !entry.href || isSitePath(entry.href);

export default function ContactCard({ title, entries: given }: ContactCardProps) {
  const t = useT();
  const heading = title ?? t('Contact Us');
  // Labels, addresses and link texts are catalog keys (or shown as written); phone numbers and emails stay.
  const entries = given.map((entry) => ({
    ...entry,
    label: t(entry.label),
    value: isTextValue(entry) ? t(entry.value) : entry.value,
  }));
  return (
    <section className={`card ${styles.card}`} aria-label={heading}>
      <h2 className={styles.title}>{heading}</h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.label}-${entry.value}`} className={styles.entry}>
            <span className={styles.icon}>
              <Icon name={entry.icon} size={20} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{entry.label}</span>
              {entry.href && isSitePath(entry.href) ? (
                <Link className={styles.value} to={entry.href}>
                  {entry.value}
                </Link>
              ) : entry.href ? (
                <a
                  className={styles.value}
                  href={entry.href}
                  {...(isExternal(entry.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {entry.value}
                </a>
              ) : (
                <span className={styles.value}>{entry.value}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
