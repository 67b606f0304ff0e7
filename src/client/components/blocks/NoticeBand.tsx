import { Link } from '../../i18n';
import Icon, { type IconName } from '../Icon';
import styles from './NoticeBand.module.css';

export interface NoticeBandProps {
  headingId: string;
  icon: IconName;
  title: string;
  text: string;
  link: { to: string; label: string };
  /** `highlighted`: a framed, tinted notice (applications closed); `plain`: a white panel (a download). */
  look: 'highlighted' | 'plain';
}

/** One message with its icon and its button in a row on wide screens, stacked on phones. */
export default function NoticeBand({ headingId, icon, title, text, link, look }: NoticeBandProps) {
  return (
    <div className={`${styles.band} ${styles[look]}`}>
      <span className={styles.icon}>
        <Icon name={icon} size={look === 'highlighted' ? 26 : 28} />
      </span>
      <div>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <Link to={link.to} className={`btn ${styles.button}`}>
        {link.label}
      </Link>
    </div>
  );
}
