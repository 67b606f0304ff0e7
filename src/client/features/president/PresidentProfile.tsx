import { imageUrl, untranslatedLang } from '../../app/api';
import { useT } from '../../i18n';
import RecordText from '../../i18n/RecordText';
import { sanitizePresident } from '../../../shared/sanitize';
import type { President } from '../../../shared/schemas';
import styles from './PresidentProfile.module.css';

/**
 * Photo, salutation and name, sub-name and the description, cleaned to its allowlist
 * (docs/product.md#content-the-office-keeps).
 */
export default function PresidentProfile({ president }: { president: President }) {
  const t = useT();
  const fullName = [president.salutation, president.president_name].filter(Boolean).join(' ');
  // The name in English when its salutation or name is (a mixed name reads best in one voice).
  const nameLang =
    untranslatedLang(president, 'president_name').lang ?? untranslatedLang(president, 'salutation').lang;
  const photo = imageUrl(president.president_profile_image);
  return (
    <article className={styles.profile}>
      <div className={styles.photoFrame}>
        {photo ? (
          <img
            src={photo}
            alt={t('Portrait of {name}', { name: fullName })}
            width={600}
            height={750}
            className={styles.photo}
          />
        ) : null}
      </div>
      <div className={styles.text}>
        <span className="eyebrow">{t('President')}</span>
        <h2 className={styles.name} lang={nameLang}>
          {fullName}
        </h2>
        {president.president_subname ? (
          <RecordText as="p" className={styles.subname} record={president} field="president_subname" />
        ) : null}
        <div
          className={`rich-text ${styles.description}`}
          {...untranslatedLang(president, 'president_description')}
          dangerouslySetInnerHTML={{ __html: sanitizePresident(president.president_description) }}
        />
      </div>
    </article>
  );
}
