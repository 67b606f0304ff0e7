import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/**
 * The message a data screen shows when it has nothing to show: an empty answer or a failed fetch alike
 * (docs/product.md#errors: failed reads are silent). The exact wording differs per screen, so it is a prop.
 */
export default function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
