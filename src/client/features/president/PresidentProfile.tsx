import { imageUrl } from '../../app/api';
import { sanitizePresident } from '../../lib/sanitize';
import type { President } from '../../../shared/schemas';
import styles from './PresidentProfile.module.css';

/**
 * Photo, salutation and name, sub-name and the description, cleaned to its allowlist
 * (docs/product.md#content-the-office-keeps).
 */
export default function PresidentProfile({ president }: { president: President }) {
  const fullName = [president.salutation, president.president_name].filter(Boolean).join(' ');
  const photo = imageUrl(president.president_profile_image);
  return (
    <article className={styles.profile}>
      <div className={styles.photoFrame}>
        {photo ? (
          <img
            src={photo}
            alt={`Portrait of ${fullName}`}
            width={600}
            height={750}
            className={styles.photo}
          />
        ) : null}
      </div>
      <div className={styles.text}>
        <span className="eyebrow">President</span>
        <h2 className={styles.name}>{fullName}</h2>
        {president.president_subname ? <p className={styles.subname}>{president.president_subname}</p> : null}
        <div
          className={`rich-text ${styles.description}`}
          dangerouslySetInnerHTML={{ __html: sanitizePresident(president.president_description) }}
        />
      </div>
    </article>
  );
}
