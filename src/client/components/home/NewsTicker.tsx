import type { CSSProperties } from 'react';
import { sanitizeRich } from '../../../shared/sanitize';
import { useT } from '../../i18n';
import { untranslatedLang } from '../../app/api';
import type { NewsItem } from '../../../shared/schemas';
import styles from './NewsTicker.module.css';

/** Seconds for one pass: long news scrolls at the same gentle reading pace as short news. */
function durationFor(html: string): number {
  const characters = html.replace(/<[^>]*>/g, '').length;
  return Math.min(90, Math.max(18, Math.round(characters / 6)));
}

/**
 * Home section 10: the first news item as sanitised HTML, scrolling slowly. Hidden while the homepage call is
 * loading and when there is no news. The scroll stops on hover and keyboard focus, and never starts for people
 * who ask for reduced motion (the text then simply wraps).
 */
export default function NewsTicker({ news, isLoading }: { news: NewsItem | undefined; isLoading: boolean }) {
  const t = useT();
  if (isLoading || !news) return null;
  const html = sanitizeRich(news.content);
  if (!html.trim()) return null;
  const style = { '--ticker-duration': `${durationFor(html)}s` } as CSSProperties;
  return (
    <section className={styles.ticker} aria-labelledby="home-news-label">
      <div className={`container ${styles.inner}`}>
        <h2 id="home-news-label" className={styles.label}>
          {t('Latest news')}
        </h2>
        {/* Focusable so that keyboard users can stop the scroll too. */}
        <div className={styles.viewport} tabIndex={0}>
          <div
            className={`rich-text ${styles.track}`}
            style={style}
            {...untranslatedLang(news, 'content')}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </div>
    </section>
  );
}
