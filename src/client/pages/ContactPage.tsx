import { useGetSettingsQuery } from '../app/api';
import { useT, useTranslated } from '../i18n';
import usePageMeta from '../hooks/usePageMeta';
import { PageBanner } from '../components/blocks/Banner';
import LoadingState from '../components/LoadingState';
import ContactDetails from '../features/contact/ContactDetails';
import ContactForm from '../features/contact/ContactForm';
import { CONTACT_PAGE as CONTACT_PAGE_CONTENT } from '../content/contactPage';
import ResponsiveImage from '../components/ResponsiveImage';
import styles from '../features/contact/ContactPage.module.css';

export default function ContactPage() {
  const t = useT();
  const CONTACT_PAGE = useTranslated(CONTACT_PAGE_CONTENT);
  usePageMeta(CONTACT_PAGE.title, CONTACT_PAGE.metaDescription);
  // Site settings load once at app start and are shared; a failure leaves them empty
  // (docs/product.md#states).
  const { currentData, isLoading } = useGetSettingsQuery();
  const settings = currentData?.result[0];
  const address = settings?.contact_address?.trim();

  return (
    <>
      <PageBanner page={CONTACT_PAGE} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          {isLoading ? (
            <LoadingState label={t('Loading contact details…')} />
          ) : (
            <ContactDetails settings={settings} />
          )}
          <ContactForm />
        </div>
        <div className={`container ${styles.map}`}>
          <h2>{CONTACT_PAGE.mapTitle}</h2>
          <figure className={styles.mapFigure}>
            <div className={styles.mapFrame}>
              <ResponsiveImage
                src={CONTACT_PAGE.map.src}
                alt={
                  address
                    ? t("Illustrated map showing the Sabha's office: {address}", { address: t(address) })
                    : t("Illustrated map showing the Sabha's office")
                }
                width={CONTACT_PAGE.map.width}
                height={CONTACT_PAGE.map.height}
                sizes="(min-width: 1200px) 1152px, calc(100vw - 32px)"
              />
              {/* The picture's words are text, in the page's language: the river's name beside it (a landmark
                  for the eye; the alt text says what the map shows) and the office's label by the pin. */}
              <span className={styles.mapRiver} aria-hidden="true">
                {CONTACT_PAGE.mapRiver}
              </span>
              <p className={styles.mapLabel}>
                <strong>{CONTACT_PAGE.mapLabel.name}</strong>
                <span>{CONTACT_PAGE.mapLabel.place}</span>
              </p>
            </div>
            <figcaption className={styles.mapNote}>{CONTACT_PAGE.mapNote}</figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
