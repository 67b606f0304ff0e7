import { Link } from '../../i18n';
import ContactCard, { type ContactEntry } from '../blocks/ContactCard';
import styles from './ContactRow.module.css';

export interface InvolveLink {
  to: string;
  label: string;
}

export interface ContactRowProps {
  title: string;
  entries: ContactEntry[];
  /** Heading and text of the invitation beside the contact card. */
  invitation: { heading: string; text: string; links: InvolveLink[] };
}

/** The closing section of a branch, hostel or school page: how to reach us, and how to take part. */
export default function ContactRow({ title, entries, invitation }: ContactRowProps) {
  return (
    <section className={`section ${styles.band}`}>
      <div className={`container ${styles.grid}`}>
        <ContactCard title={title} entries={entries} />
        <div className={styles.invitation}>
          <h2 className={styles.heading}>{invitation.heading}</h2>
          <p className={styles.text}>{invitation.text}</p>
          <div className={styles.actions}>
            {invitation.links.map((link, index) => (
              <Link
                key={link.to}
                to={link.to}
                className={index === 0 ? 'btn btn-light' : `btn ${styles.ghost}`}
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
