import { useId, useState } from 'react';
import { adminFileUrl } from '../app/api';
import { useGetRefundsQuery, useRefundOrderMutation } from '../app/refundsApi';
import type { Order, RefundRow } from '../app/types';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp } from '../lib/format';
import { refundRequestSchema, REFUND_MESSAGES } from '../../shared/schemas/refunds';
import ConfirmDialog from './ConfirmDialog';
import { Outcome } from './Notice';
import ui from './ui.module.css';

// The refund of an online payment on its record (server: src/server/routes/admin/refunds.ts): the whole amount goes
// back through the gateway, and when it confirms, the receipt is cancelled by a credit note. Money taken at the office
// is not refunded here: its receipt is cancelled on the order's books page.

const STATUS_LABEL: Record<RefundRow['status'], string> = {
  requested: 'Asked: the payment service has not confirmed it yet',
  pending: 'Accepted: the payment service is processing it',
  processed: 'Refunded',
  failed: 'Failed',
};

function RefundList({ orderId, refunds }: { orderId: number; refunds: RefundRow[] }) {
  if (refunds.length === 0) return null;
  return (
    <div className={ui.tableWrap} style={{ marginTop: '1rem' }}>
      <table className={ui.table}>
        <caption className={ui.hint} style={{ textAlign: 'left' }}>
          Refunds of this payment
        </caption>
        <thead>
          <tr>
            <th scope="col">Asked</th>
            <th scope="col">Status</th>
            <th scope="col" className={ui.num}>
              Amount
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Credit note</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td className={ui.nowrap}>{formatTimestamp(refund.created_at)}</td>
              <td>
                {STATUS_LABEL[refund.status]}
                {refund.failure_reason && <div className={ui.hint}>{refund.failure_reason}</div>}
                {refund.gateway_refund_id && <div className={ui.hint}>{refund.gateway_refund_id}</div>}
              </td>
              <td className={ui.num}>{formatMoney(refund.amount_paise)}</td>
              <td>{refund.reason}</td>
              <td className={ui.nowrap}>
                {refund.credit_note_number ? (
                  <a href={adminFileUrl(`orders/${orderId}/credit-note.pdf`)} download>
                    {refund.credit_note_number}
                  </a>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function RefundPanel({ order }: { order: Order }) {
  const id = useId();
  const refunds = useGetRefundsQuery(order.id);
  const [refundOrder, refunding] = useRefundOrderMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = refunds.data?.data ?? [];
  const open = rows.find((row) => row.status !== 'failed');
  const online = order.channel !== 'offline';
  const refundable = online && order.status === 'paid' && !order.refunded_at && !open;

  async function confirm() {
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(REFUND_MESSAGES.reason);
      return;
    }
    setReasonError(null);
    setProblem(null);
    const answer = await refundOrder({ orderId: order.id, reason: parsed.data.reason });
    setAsking(false);
    if ('data' in answer && answer.data) {
      const note = answer.data.refund.credit_note_number;
      setDone(note ? `${answer.data.message} Credit note ${note}.` : answer.data.message);
      setReason('');
    } else {
      const error = apiProblem(answer.error);
      setProblem(error?.errors.reason ?? error?.message ?? 'The refund could not be made.');
    }
  }

  if (!online) return null;
  return (
    <section className={ui.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Refund</h2>
      <Outcome success={done} problem={problem} />
      {order.refunded_at ? (
        <p>
          Refunded {formatTimestamp(order.refunded_at)}: the receipt {order.receipt_number} is cancelled by a
          credit note and the payment counts nowhere.
        </p>
      ) : refundable ? (
        <>
          <p className={ui.hint}>
            The whole amount paid, {formatMoney(order.total_paise)}, goes back to the donor&apos;s card,
            account or UPI through the payment service. When it confirms, receipt {order.receipt_number} is
            cancelled by a credit note. Only full refunds are made.
          </p>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.buttonDanger}
              onClick={() => {
                setDone(null);
                setAsking(true);
              }}
            >
              Refund
            </button>
          </div>
        </>
      ) : open ? (
        <p className={ui.hint}>
          A refund is under way; this page shows its outcome when the payment service confirms.
        </p>
      ) : (
        <p className={ui.hint}>Only a paid online payment can be refunded.</p>
      )}
      {order.refunded_at && (
        <div className={ui.actions}>
          <a
            className={ui.buttonSecondary}
            href={adminFileUrl(`orders/${order.id}/credit-note.pdf`)}
            download
          >
            Download credit note PDF
          </a>
        </div>
      )}
      <RefundList orderId={order.id} refunds={rows} />

      {asking && (
        <ConfirmDialog
          title={`Refund ${formatMoney(order.total_paise)}?`}
          confirmLabel="Refund now"
          busy={refunding.isLoading}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            The payment service returns {formatMoney(order.total_paise)} in full. A refund cannot be undone;
            receipt {order.receipt_number} will be cancelled by a credit note.
          </p>
          <div className={ui.field}>
            <label htmlFor={`${id}-reason`}>Reason (printed on the credit note)</label>
            <textarea
              id={`${id}-reason`}
              className={ui.input}
              rows={3}
              maxLength={300}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError && (
              <span id={`${id}-reason-error`} className={ui.error}>
                {reasonError}
              </span>
            )}
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
