import { formatMoney } from './format';

// The payment trail of a record in words: what each event was, and its detail with amounts in rupees (the server
// keeps them in paise, src/server/payments). A kind or key not named here is shown as it came, compactly.

const EVENT_LABELS: Record<string, string> = {
  'payment.verified': 'Payment confirmed by the payer’s browser',
  'payment.captured': 'Payment captured by the gateway',
  'payment.failed': 'Payment failed',
  'order.paid': 'Order paid',
  'refund.requested': 'Refund asked for by the office',
  'refund.refused': 'Refund refused by the gateway',
  'refund.created': 'Refund created by the gateway',
  'refund.pending': 'Refund being processed',
  'refund.processed': 'Refund processed',
  'refund.failed': 'Refund failed',
  'refund.not-found': 'Refund not found at the gateway',
  'subscription.verified': 'Monthly or yearly gift confirmed',
  'subscription.charged': 'Monthly or yearly gift charged',
  'subscription.cancel-requested': 'Cancellation of the gift asked for',
};

/** An event's kind in words, e.g. "Refund processed" for refund.processed; an unknown kind as it came. */
export function paymentEventLabel(type: string): string {
  return EVENT_LABELS[type] ?? type;
}

/** The known keys of an event's detail: each one's name, and how its value reads. */
const DETAIL_KEYS: Record<string, { label: string; value?: (value: unknown) => string }> = {
  amount: {
    label: 'Amount',
    value: (value) => (typeof value === 'number' ? formatMoney(value) : String(value)),
  },
  status: { label: 'Status' },
  reason: { label: 'Reason' },
  refundId: { label: 'Refund no.' },
  gatewayRefundId: { label: 'Gateway refund id' },
  gatewayOrderId: { label: 'Gateway order id' },
  subscription: { label: 'Gift (gateway id)' },
};

const plain = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * An event's detail as one line: "Amount: ₹2,559.00 · Status: processed". Empty values are left out; a detail
 * that is not an object (text, a number) reads as it is. Null when there is nothing to say.
 */
export function describePaymentDetail(detail: unknown): string | null {
  if (detail === null || detail === undefined || detail === '') return null;
  if (typeof detail !== 'object' || Array.isArray(detail)) return plain(detail);
  const parts = Object.entries(detail as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => {
      const known = DETAIL_KEYS[key];
      if (!known) return `${key}: ${plain(value)}`;
      return `${known.label}: ${known.value ? known.value(value) : plain(value)}`;
    });
  return parts.length > 0 ? parts.join(' · ') : null;
}
