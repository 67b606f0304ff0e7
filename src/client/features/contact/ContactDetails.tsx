import { useT, useTranslated } from '../../i18n';
import ContactCard from '../../components/blocks/ContactCard';
import Icon from '../../components/Icon';
import type { Settings } from '../../../shared/schemas';
import { CONTACT_PAGE as CONTACT_PAGE_CONTENT } from '../../content/contactPage';
import { contactEntries, socialLinks } from './contactEntries';
import styles from './ContactDetails.module.css';

/** Address, phone, email and social links from the site settings; whatever is empty is not shown. */
export default function ContactDetails({ settings }: { settings: Settings | undefined }) {
  const t = useT();
  const CONTACT_PAGE = useTranslated(CONTACT_PAGE_CONTENT);
  const entries = contactEntries(settings);
  const social = useTranslated(socialLinks(settings));
  return (
    <div className={styles.details}>
      {entries.length > 0 ? (
        <ContactCard title={CONTACT_PAGE.detailsTitle} entries={entries} />
      ) : (
        <>
          <h2 className={styles.title}>{CONTACT_PAGE.detailsTitle}</h2>
          <p className={styles.missing}>{CONTACT_PAGE.detailsMissing}</p>
        </>
      )}
      <p className={styles.intro}>{CONTACT_PAGE.detailsIntro}</p>
      {social.length > 0 ? (
        <div className={styles.social}>
          <h3 className={styles.socialTitle}>{t('Follow us')}</h3>
          <ul className={styles.socialList}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon name={link.icon} size={20} />
                  <span>{link.label}</span>
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
