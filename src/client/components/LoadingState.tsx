import { useT } from '../i18n';
import styles from './LoadingState.module.css';

/**
 * Shown in place of a page's data while it loads (docs/product.md#states).
 * role=status so screen readers announce it once, politely.
 */
export default function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label ?? t('Loading…')}</span>
    </div>
  );
}
