import { Link } from '../i18n';
import usePageMeta from '../hooks/usePageMeta';
import styles from './NotFoundPage.module.css';

const SUGGESTIONS = [
  { label: 'Home', to: '/', text: 'Start again from the home page.' },
  { label: 'Events', to: '/events', text: 'See what the Sabha has been doing lately.' },
  { label: 'Contact Us', to: '/contact-us', text: 'Tell us what you were looking for.' },
  { label: 'Donate', to: '/donation', text: 'Support a student, a camp or a hostel.' },
] as const;

/** Title and description of this page; a page that shows it in its place (an unknown event) sets the same. */
export const NOT_FOUND_META = {
  title: 'Page not found',
  description: 'The page you asked for is not on the Dakshin Bharat Jain Sabha website.',
} as const;

/** Any address that is not a page of the site. The server answers it with status 404 and this page. */
export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <section className={`container ${styles.page}`}>
      <p className="eyebrow">Error 404</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lead}>
        The page you were looking for has moved or never existed. These pages may help you find your way:
      </p>
      <ul className={styles.links}>
        {SUGGESTIONS.map((item) => (
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
