import { paymentStanding, type PaymentStanding } from '../../shared/schemas/admin';
import type { OrderStatus } from '../app/types';
import styles from './ui.module.css';

const CLASS: Record<PaymentStanding, string> = {
  paid: styles.badge_paid,
  pending: styles.badge_pending,
  failed: styles.badge_failed,
  refunded: styles.badge_failed,
  'receipt cancelled': styles.badge_failed,
};

export default function StatusBadge({
  status,
  refunded = false,
  receiptCancelled = false,
}: {
  status: OrderStatus | null | undefined;
  /** A paid order refunded in full through the gateway shows as refunded. */
  refunded?: boolean;
  /** A paid order whose receipt is cancelled (and not re-issued) counts nowhere: it does not show as paid. */
  receiptCancelled?: boolean;
}) {
  if (!status) return <span className={styles.badge}>no order</span>;
  const standing = paymentStanding(status, refunded, receiptCancelled);
  return <span className={CLASS[standing] ?? styles.badge}>{standing}</span>;
}
