import { Link, useT } from '../i18n';
import usePageMeta from '../hooks/usePageMeta';
import styles from './NotFoundPage.module.css';

/**
 * Title and description of this page; a page that shows it in its place (an unknown event) sets the same,
 * translated with `t(NOT_FOUND_META.title)` (both are catalog keys: this page translates them literally).
 */
export const NOT_FOUND_META = {
  title: 'Page not found',
  description: 'The page you asked for is not on the Dakshin Bharat Jain Sabha website.',
} as const;

/** Any address that is not a page of the site. The server answers it with status 404 and this page. */
export default function NotFoundPage() {
  const t = useT();
  usePageMeta(
    t('Page not found'),
    t('The page you asked for is not on the Dakshin Bharat Jain Sabha website.'),
  );
  const suggestions = [
    { label: t('Home'), to: '/', text: t('Start again from the home page.') },
    { label: t('Events'), to: '/events', text: t('See what the Sabha has been doing lately.') },
    { label: t('Contact Us'), to: '/contact-us', text: t('Tell us what you were looking for.') },
    { label: t('Donate'), to: '/donation', text: t('Support a student, a camp or a hostel.') },
  ];
  return (
    <section className={`container ${styles.page}`}>
      <p className="eyebrow">{t('Error 404')}</p>
      <h1 className={styles.title}>{t('Page not found')}</h1>
      <p className={styles.lead}>
        {t(
          'The page you were looking for has moved or never existed. These pages may help you find your way:',
        )}
      </p>
      <ul className={styles.links}>
        {suggestions.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={`card ${styles.link}`}>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.text}>{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
