import styles from './ui.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

export default function Pagination({ page, totalPages, total, onPage }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <span>
        {total === 1 ? '1 record' : `${total} records`} · page {Math.min(page, last)} of {last}
      </span>
      <span className={styles.actions}>
        <button
          type="button"
          className={`${styles.buttonSecondary} ${styles.buttonSmall}`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={`${styles.buttonSecondary} ${styles.buttonSmall}`}
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
