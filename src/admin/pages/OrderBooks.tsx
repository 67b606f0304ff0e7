import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminFileUrl } from '../app/api';
import {
  useCancelReceiptMutation,
  useCorrectRecordMutation,
  useGetOrderBooksQuery,
  useReissueReceiptMutation,
} from '../app/booksApi';
import {
  CORRECTABLE_FIELDS,
  CORRECTABLE_LABELS,
  correctionErrors,
  normaliseCorrection,
  type CorrectableField,
} from '../../shared/validation/offline';
import ConfirmDialog from '../components/ConfirmDialog';
import { Button, SelectField, TextField } from '../components/FormFields';
import { DataTable, type Column } from '../components/TableRows';
import Notice, { Loading, Outcome } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { useCheckedErrors } from '../lib/useCheckedErrors';
import { formatMoney, formatTimestamp, receivedAs } from '../lib/format';
import ui from '../components/ui.module.css';

// The books of one paid order: how it was paid, every receipt issued for it (cancelled ones kept and marked), the
// history of corrections, and the office's actions: correct the person's details, cancel the receipt with a
// reason, re-issue it under a new number. Amounts and receipt numbers are never edited.

type Books = NonNullable<ReturnType<typeof useGetOrderBooksQuery>['data']>['result'];

const RECEIPT_COLUMNS = (id: number): Array<Column<Books['receipts'][number]>> => [
  {
    header: 'Number',
    cell: (receipt) => (
      <>
        <span className={ui.nowrap}>{receipt.receipt_number}</span>
        {receipt.replaces && <div className={`${ui.hint} ${ui.nowrap}`}>in place of {receipt.replaces}</div>}
      </>
    ),
  },
  { header: 'Issued', cell: (receipt) => formatTimestamp(receipt.issued_at) },
  {
    header: 'State',
    cell: (receipt) =>
      receipt.cancelled_at
        ? `Cancelled ${formatTimestamp(receipt.cancelled_at)}: ${receipt.cancel_reason ?? ''}`
        : 'Valid',
  },
  {
    header: 'PDF',
    cell: (receipt) => (
      <a href={adminFileUrl(`orders/${id}/issued-receipt.pdf`, { number: receipt.receipt_number })} download>
        Download
      </a>
    ),
  },
];

const CORRECTION_COLUMNS: Array<Column<Books['corrections'][number]>> = [
  { header: 'When', cell: (row) => formatTimestamp(row.created_at) },
  { header: 'Field', cell: (row) => CORRECTABLE_LABELS[row.field as CorrectableField] ?? row.field },
  { header: 'Before', cell: (row) => row.before },
  { header: 'After', cell: (row) => row.after },
  { header: 'By (user id)', cell: (row) => row.user_id ?? '' },
];

export default function OrderBooks() {
  const id = Number(useParams().id);
  const { data, error } = useGetOrderBooksQuery(id);
  const [correct, correcting] = useCorrectRecordMutation();
  const [cancel, cancelling] = useCancelReceiptMutation();
  const [reissue, reissuing] = useReissueReceiptMutation();
  const [field, setField] = useState<CorrectableField>('pan');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [confirmReissue, setConfirmReissue] = useState(false);
  const problem =
    apiProblem(error) ??
    apiProblem(correcting.error) ??
    apiProblem(cancelling.error) ??
    apiProblem(reissuing.error);
  const { errors, passes } = useCheckedErrors(problem);

  if (!data) {
    return (
      <>
        <PageHeader title="Books of a payment" />
        {problem ? <Notice tone="error">{problem.message}</Notice> : <Loading what="the payment" />}
      </>
    );
  }
  const books = data.result;
  const fields = CORRECTABLE_FIELDS.filter((name) => name !== 'pan' || books.kind === 'donation');

  async function submitCorrection(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const changes = normaliseCorrection({ [field]: value });
    if (!passes(correctionErrors(changes, books.kind))) return;
    const answer = await correct({ id, changes });
    if ('data' in answer && answer.data) {
      setMessage(answer.data.message);
      setValue('');
    }
  }

  async function submitCancel(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const tooShort = reason.trim().length < 5;
    if (!passes(tooShort ? { reason: 'Enter the reason for cancelling (5 to 500 characters).' } : {})) return;
    const answer = await cancel({ id, reason: reason.trim() });
    if ('data' in answer && answer.data) {
      setMessage(answer.data.message);
      setReason('');
    }
  }

  async function doReissue() {
    setMessage(null);
    const answer = await reissue(id);
    setConfirmReissue(false);
    if ('data' in answer && answer.data)
      setMessage(`${answer.data.message} New number: ${answer.data.receipt_number}.`);
  }

  const payment = books.offline_payment;
  const record = books.record;
  const kindLabel = books.kind === 'donation' ? 'Donation' : 'Membership';
  // Whose payment and how much, then what it is: "Sunita Patil · ₹5,000.00 · Donation · paid online".
  const intro = [
    record && (record.erased ? 'Erased person' : record.name || 'No name'),
    books.base_paise !== undefined &&
      `${formatMoney(books.base_paise)}${books.total_paise !== undefined && books.total_paise !== books.base_paise ? ` (${formatMoney(books.total_paise)} paid with charges)` : ''}`,
    kindLabel,
    books.channel === 'offline' ? 'entered by the office' : 'paid online',
    books.refunded ? 'refunded' : books.receipt_cancelled ? 'receipt cancelled' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  /** The cancelled receipt a re-issue replaces, with the reason it was cancelled for. */
  const cancelled = books.receipts.find((receipt) => receipt.receipt_number === books.receipt_number);
  return (
    <>
      <PageHeader title={`Books of receipt ${books.receipt_number ?? ''}`} intro={intro}>
        {record && (
          <Link
            to={`/${record.kind === 'donation' ? 'donations' : 'memberships'}/${record.id}`}
            className={ui.buttonSecondary}
          >
            Back to the {kindLabel.toLowerCase()}
          </Link>
        )}
      </PageHeader>
      <Outcome success={message} problem={problem?.message} />

      {payment && (
        <section className={ui.panel} aria-labelledby="books-payment">
          <h2 id="books-payment">Received as</h2>
          <p>{receivedAs(payment)}</p>
        </section>
      )}

      <section className={ui.panel} aria-labelledby="books-receipts">
        <h2 id="books-receipts">Receipts issued</h2>
        <DataTable
          columns={RECEIPT_COLUMNS(id)}
          rows={books.receipts}
          rowKey={(receipt) => receipt.receipt_number}
          caption="Receipts issued"
          style={{ marginBottom: 'var(--space-4)' }}
        />
        {books.refunded ? (
          <p className={ui.hint}>
            This payment was refunded: its receipt is cancelled by a credit note (on the record&apos;s page)
            and is not re-issued.
          </p>
        ) : books.receipt_cancelled ? (
          <div className={ui.actions}>
            <Button
              busy={reissuing.isLoading}
              busyLabel="Re-issuing…"
              onClick={() => setConfirmReissue(true)}
            >
              Re-issue under a new number
            </Button>
          </div>
        ) : (
          <form className={ui.form} onSubmit={submitCancel} noValidate aria-label="Cancel the receipt">
            <TextField
              label="Reason for cancelling"
              error={errors.reason}
              name="reason"
              value={reason}
              onChange={setReason}
            />
            <div className={ui.actions}>
              <Button type="submit" kind="danger" busy={cancelling.isLoading}>
                Cancel the receipt
              </Button>
            </div>
          </form>
        )}
      </section>

      <section className={ui.panel} aria-labelledby="books-correct">
        <h2 id="books-correct">Correct the details</h2>
        <p className={ui.hint}>
          The change is kept in the history below. The receipt already issued stays as it is: cancel and
          re-issue it to give the donor one with the corrected details.
        </p>
        <form className={ui.form} onSubmit={submitCorrection} noValidate aria-label="Correct the details">
          <SelectField
            label="Field"
            name="field"
            options={fields.map((name) => ({ value: name, label: CORRECTABLE_LABELS[name] }))}
            value={field}
            onChange={(name) => setField(name as CorrectableField)}
          />
          <TextField
            label="Correct value"
            error={errors[field] ?? errors.body}
            name="value"
            value={value}
            onChange={setValue}
          />
          <div className={ui.actions}>
            <Button type="submit" busy={correcting.isLoading}>
              Save the correction
            </Button>
          </div>
        </form>
        <h2 style={{ marginTop: '1.5rem' }}>History of corrections</h2>
        {books.corrections.length === 0 ? (
          <p className={ui.muted}>No corrections.</p>
        ) : (
          <DataTable
            columns={CORRECTION_COLUMNS}
            rows={books.corrections}
            rowKey={(_, index) => index}
            caption="History of corrections"
          />
        )}
      </section>

      {confirmReissue && (
        <ConfirmDialog
          title="Re-issue this receipt under a new number?"
          confirmLabel="Re-issue the receipt"
          busy={reissuing.isLoading}
          onConfirm={doReissue}
          onCancel={() => setConfirmReissue(false)}
        >
          <p>
            Receipt {books.receipt_number} was cancelled
            {cancelled?.cancel_reason ? ` for this reason: “${cancelled.cancel_reason}”` : ''}. A new receipt
            will be issued in its place, and the payment
            {books.base_paise !== undefined && ` of ${formatMoney(books.base_paise)}`} will count again in the
            totals{books.kind === 'donation' ? ' and in Form 10BD' : ''}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
