import type { OrderStatus } from '../app/types';
import styles from './ui.module.css';

const CLASS: Record<OrderStatus, string> = {
  paid: styles.badge_paid,
  pending: styles.badge_pending,
  failed: styles.badge_failed,
};

export default function StatusBadge({
  status,
  refunded = false,
}: {
  status: OrderStatus | null | undefined;
  /** A paid order refunded in full through the gateway shows as refunded. */
  refunded?: boolean;
}) {
  if (!status) return <span className={styles.badge}>no order</span>;
  if (refunded) return <span className={styles.badge_failed}>refunded</span>;
  return <span className={CLASS[status] ?? styles.badge}>{status}</span>;
}
