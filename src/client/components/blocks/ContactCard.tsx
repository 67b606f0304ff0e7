import { Link } from '../../i18n';
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

export default function ContactCard({ title = 'Contact Us', entries }: ContactCardProps) {
  return (
    <section className={`card ${styles.card}`} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
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
