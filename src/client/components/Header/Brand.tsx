import { Link, useT } from '../../i18n';
import styles from './Brand.module.css';

export const EMBLEM_SRC = '/images/brand/emblem.svg';

/**
 * The emblem (the raised hand of ahimsa with the wheel of dharma) and the wordmark, linking home. The wordmark is
 * HTML text rather than part of the image so it uses the site's own serif and stays sharp at any zoom.
 */
export default function Brand({
  tone = 'dark',
  onNavigate,
}: {
  tone?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <Link to="/" className={`${styles.brand} ${tone === 'light' ? styles.light : ''}`} onClick={onNavigate}>
      <img className={styles.emblem} src={EMBLEM_SRC} alt="" width={52} height={52} />
      {/* The visible words are the link's name (WCAG 2.5.3, label in name); the hidden word says where it goes. */}
      <span className={styles.wordmark}>
        <span className={styles.name}>{t('Dakshin Bharat')}</span>{' '}
        <span className={styles.name}>{t('Jain Sabha')}</span>{' '}
        <span className={styles.since}>{t('Since 1899')}</span>
        <span className="visually-hidden">{t(', home page')}</span>
      </span>
    </Link>
  );
}
