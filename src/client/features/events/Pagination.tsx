import { useT } from '../../i18n';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Previous and next with 'page / total pages' between them (docs/product.md#other-pages). Previous is
 * inactive on page 1 and next on the last page: disabled for the pointer, aria-disabled for screen readers.
 */
export default function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const t = useT();
  const atFirst = page <= 1;
  const atLast = page >= totalPages;
  return (
    <nav className={styles.pagination} aria-label={t('Events pages')}>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onChange(page - 1)}
        disabled={atFirst}
        aria-disabled={atFirst}
      >
        <span aria-hidden="true">←</span> {t('Previous')}
      </button>
      <p className={styles.status} aria-live="polite">
        <span className="visually-hidden">{t('Page')} </span>
        {page} / {totalPages}
      </p>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onChange(page + 1)}
        disabled={atLast}
        aria-disabled={atLast}
      >
        {t('Next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
