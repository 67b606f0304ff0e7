import type { OrderStatus } from '../app/types';
import styles from './ui.module.css';

const CLASS: Record<OrderStatus, string> = {
  paid: styles.badge_paid,
  pending: styles.badge_pending,
  failed: styles.badge_failed,
};

export default function StatusBadge({ status }: { status: OrderStatus | null | undefined }) {
  if (!status) return <span className={styles.badge}>no order</span>;
  return <span className={CLASS[status] ?? styles.badge}>{status}</span>;
}
