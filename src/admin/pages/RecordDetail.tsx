import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  adminFileUrl,
  useErasePersonMutation,
  useGetDonationQuery,
  useGetEnquiryQuery,
  useGetMembershipQuery,
  useResendReceiptMutation,
} from '../app/api';
import type {
  Donation,
  Enquiry,
  Membership,
  OfflinePayment,
  Order,
  PaymentEvent,
  RecordKind,
} from '../app/types';
import ConfirmDialog from '../components/ConfirmDialog';
import ReceiptCopyForm from '../components/ReceiptCopyForm';
import RefundPanel from '../components/RefundPanel';
import MembershipApproval from '../components/MembershipApproval';
import Notice, { Loading, Outcome } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import StatusBadge from '../components/StatusBadge';
import { DataTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp, fullName, receivedAs, yesNo } from '../lib/format';
import { describePaymentDetail, paymentEventLabel } from '../lib/paymentTrail';
import { donationPurposeLabel } from '../../shared/validation/receiptDetails';
import { genderLabel } from '../../shared/validation/rules';
import { MEMBERSHIP_APPROVAL_LABELS } from '../../shared/schemas/membershipRecords';
import ui from '../components/ui.module.css';

const APPROVAL_LABELS: Record<string, string> = MEMBERSHIP_APPROVAL_LABELS;

const ERASE_KIND = { enquiries: 'enquiry', memberships: 'membership', donations: 'donation' } as const;
const BACK_LABEL = { enquiries: 'All enquiries', memberships: 'All memberships', donations: 'All donations' };

type Row = [label: string, value: ReactNode];

function Details({ rows }: { rows: Row[] }) {
  return (
    <dl className={ui.details}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function personRows(person: Membership | Donation): Row[] {
  return [
    ['First name', person.first_name],
    ['Middle name', person.middle_name],
    ['Surname', person.surname],
    ['Mobile', person.mobile],
    ['Email', person.email],
    ['Date of birth', person.dob],
    ['Gender', genderLabel(person.gender)],
    ['Address', person.address],
    ['City', person.city],
    ['Tehsil', person.tehsil],
    ['District', person.district],
    ['State', person.state],
    ['Pincode', person.pincode],
    ['Received', formatTimestamp(person.created_at)],
    ['Personal data erased', person.erased_at ? formatTimestamp(person.erased_at) : 'No'],
  ];
}

function membershipRows(member: Membership): Row[] {
  return [
    ...personRows(member),
    ['Life membership (DBJS)', yesNo(member.dbjs_member)],
    ['Magazine membership', yesNo(member.magazine_member)],
    ['Photo on file', yesNo(member.has_photo)],
    ['Approval', APPROVAL_LABELS[member.approval] ?? member.approval],
    ['Membership number', member.membership_number ?? ''],
    [
      'Identity document on file',
      member.identity_deleted_at
        ? `Deleted ${formatTimestamp(member.identity_deleted_at)}`
        : yesNo(member.has_identity),
    ],
  ];
}

function donationRows(donation: Donation): Row[] {
  return [
    ...personRows(donation),
    ['PAN', donation.pan],
    ['Donation type', donationPurposeLabel(donation.donation_type)],
    ['Frequency', donation.frequency],
    ['Agreed to receive updates', yesNo(donation.updates_consent)],
  ];
}

function enquiryRows(enquiry: Enquiry): Row[] {
  return [
    ['First name', enquiry.first_name],
    ['Last name', enquiry.last_name],
    ['Email', enquiry.email_id],
    ['Mobile', enquiry.mobile_no],
    ['Interested in', enquiry.interested_in],
    ['Address', enquiry.address],
    [
      'Message',
      <p className={ui.pre} key="message">
        {enquiry.message}
      </p>,
    ],
    ['Received', formatTimestamp(enquiry.created_at)],
  ];
}

/**
 * How the money came: the gateway's ids for an online payment; for one received at the office, the cheque, draft or
 * transfer it came as (its gateway is "office", its gateway order id made up and its payment id the cheque number).
 */
function channelRows(order: Order, offline: OfflinePayment | null | undefined): Row[] {
  if (order.channel === 'offline' || order.gateway === 'office')
    return [['Received as', offline ? receivedAs(offline) : 'At the office']];
  return [
    ['Gateway', order.gateway],
    ['Gateway order id', order.gateway_order_id],
    ['Payment id', order.payment_id],
  ];
}

function orderRows(order: Order, offline: OfflinePayment | null | undefined): Row[] {
  return [
    [
      'Status',
      <StatusBadge
        status={order.status}
        refunded={Boolean(order.refunded_at)}
        receiptCancelled={Boolean(order.receipt_cancelled)}
        key="status"
      />,
    ],
    ['Receipt number', order.receipt_number],
    ['Receipt id', order.receipt_id],
    ['Amount', formatMoney(order.base_paise)],
    ['Gateway charge', formatMoney(order.gateway_charge_paise)],
    ['GST on the charge', formatMoney(order.gst_paise)],
    ['Total paid', formatMoney(order.total_paise)],
    ...channelRows(order, offline),
    ['Failure reason', order.failure_reason],
    ['Order created', formatTimestamp(order.created_at)],
    ['Paid at', order.paid_at ? formatTimestamp(order.paid_at) : null],
  ];
}

const PAYMENT_TRAIL_COLUMNS: Array<Column<PaymentEvent>> = [
  { header: 'When', cell: (event) => formatTimestamp(event.created_at), nowrap: true },
  { header: 'Source', cell: (event) => event.source },
  { header: 'Event', cell: (event) => paymentEventLabel(event.type) },
  { header: 'Payment id', cell: (event) => event.payment_id ?? '–', nowrap: true },
  { header: 'Detail', cell: (event) => describePaymentDetail(event.detail) ?? '–' },
];

function PaymentTrail({ events }: { events: PaymentEvent[] }) {
  if (events.length === 0) return <p className={ui.muted}>No payment events recorded.</p>;
  return <DataTable columns={PAYMENT_TRAIL_COLUMNS} rows={events} />;
}

interface MemberFileLinkProps {
  id: number;
  file: 'photo' | 'identity';
  /** False once there is no file (none uploaded, or deleted after the retention period): the link does nothing. */
  stored: boolean;
  children: ReactNode;
  /** What the dimmed link says when there is no file, e.g. "No photo on file". */
  missing: string;
}

/** A member's uploaded file, opened in a new tab (the server writes the viewing to the audit log). */
function MemberFileLink({ id, file, stored, children, missing }: MemberFileLinkProps) {
  return (
    <a
      className={ui.buttonSecondary}
      href={adminFileUrl(`memberships/${id}/${file}`)}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={!stored}
      onClick={(event) => !stored && event.preventDefault()}
    >
      {stored ? children : missing}
    </a>
  );
}

function useRecord(kind: RecordKind, id: number) {
  const enquiry = useGetEnquiryQuery(id, { skip: kind !== 'enquiries' });
  const membership = useGetMembershipQuery(id, { skip: kind !== 'memberships' });
  const donation = useGetDonationQuery(id, { skip: kind !== 'donations' });
  return kind === 'enquiries' ? enquiry : kind === 'memberships' ? membership : donation;
}

export default function RecordDetail({ kind }: { kind: RecordKind }) {
  const id = Number(useParams().id);
  const record = useRecord(kind, id);
  const [resend, resending] = useResendReceiptMutation();
  const [erase, erasing] = useErasePersonMutation();
  const [confirmErase, setConfirmErase] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const back = (
    <Link to={`/${kind}`} className={ui.buttonSecondary}>
      {BACK_LABEL[kind]}
    </Link>
  );

  if (!record.data) {
    const problem = apiProblem(record.error);
    return (
      <>
        <PageHeader title="Record">{back}</PageHeader>
        {problem ? <Notice tone="error">{problem.message}</Notice> : <Loading what="the record" />}
      </>
    );
  }

  const data = record.data as {
    result: Membership | Donation | Enquiry;
    order?: Order | null;
    offline_payment?: OfflinePayment | null;
    payment_events?: PaymentEvent[];
  };
  const person = data.result;
  const order = data.order ?? null;
  const erasedAt = 'erased_at' in person ? person.erased_at : null;
  const name = erasedAt ? 'Erased person' : fullName(person) || 'No name';
  const paid = order?.status === 'paid';
  /** A refunded payment's receipt is cancelled by its credit note: it is no longer mailed. */
  const refunded = Boolean(order?.refunded_at);
  const member = kind === 'memberships' ? (person as Membership) : null;
  const actionProblem = apiProblem(resending.error) ?? apiProblem(erasing.error);
  /** The receipt can be mailed again only to an address on the record (another goes by "Send a copy"). */
  const hasEmail = 'email' in person && Boolean(person.email?.trim());

  async function sendReceipt() {
    if (!order) return;
    setMessage(null);
    const answer = await resend(order.id);
    if ('data' in answer && answer.data) setMessage(answer.data.message);
  }

  async function eraseNow() {
    const answer = await erase({ kind: ERASE_KIND[kind], id });
    setConfirmErase(false);
    if ('data' in answer && answer.data) setMessage(answer.data.message);
  }

  const rows =
    kind === 'enquiries'
      ? enquiryRows(person as Enquiry)
      : kind === 'memberships'
        ? membershipRows(person as Membership)
        : donationRows(person as Donation);
  const singular = kind === 'enquiries' ? 'Enquiry' : kind === 'memberships' ? 'Membership' : 'Donation';

  return (
    <>
      <PageHeader
        title={`${singular}: ${name}`}
        intro={`Record ${id} · received ${formatTimestamp(person.created_at)}`}
      >
        {back}
      </PageHeader>
      <Outcome success={message} problem={actionProblem?.message} />

      <section className={ui.panel} aria-labelledby="record-actions">
        <h2 id="record-actions">Actions</h2>
        <div className={ui.actions}>
          {member && (
            <MemberFileLink id={id} file="photo" stored={member.has_photo} missing="No photo on file">
              View photo
            </MemberFileLink>
          )}
          {member && (
            <MemberFileLink
              id={id}
              file="identity"
              stored={member.has_identity}
              missing="No identity document on file"
            >
              View identity document
            </MemberFileLink>
          )}
          {order && paid && (
            <a className={ui.buttonSecondary} href={adminFileUrl(`orders/${order.id}/receipt.pdf`)} download>
              Download receipt PDF
            </a>
          )}
          {order && paid && (
            <Link className={ui.buttonSecondary} to={`/orders/${order.id}`}>
              Correct, cancel or re-issue
            </Link>
          )}
          {kind !== 'enquiries' && !erasedAt && (
            <Link
              className={ui.buttonSecondary}
              to={`/profiles/${kind === 'donations' ? 'donation' : 'membership'}-${id}`}
            >
              Donor profile
            </Link>
          )}
          {order && paid && !refunded && hasEmail && (
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={sendReceipt}
              disabled={resending.isLoading || Boolean(erasedAt)}
            >
              {resending.isLoading ? 'Sending…' : 'Resend receipt email'}
            </button>
          )}
          <button
            type="button"
            className={ui.buttonDanger}
            onClick={() => setConfirmErase(true)}
            disabled={Boolean(erasedAt)}
          >
            {erasedAt ? 'Personal data erased' : 'Erase personal data'}
          </button>
        </div>
        {order && paid && order.receipt_number && !erasedAt && !refunded && (
          <ReceiptCopyForm orderId={order.id} receiptNumber={order.receipt_number} />
        )}
        {member && (
          <p className={ui.hint}>Viewing the photo or identity document is written to the audit log.</p>
        )}
      </section>

      {member && <MembershipApproval id={id} member={member} order={order} />}

      {order && paid && <RefundPanel order={order} />}

      <section className={ui.panel} aria-labelledby="record-fields">
        <h2 id="record-fields">Details</h2>
        <Details rows={rows} />
      </section>

      {kind !== 'enquiries' && (
        <section className={ui.panel} aria-labelledby="record-payment">
          <h2 id="record-payment">Payment</h2>
          {order ? (
            <Details rows={orderRows(order, data.offline_payment)} />
          ) : (
            <p className={ui.muted}>No order was created for this record.</p>
          )}
          <h2 style={{ marginTop: '1.5rem' }}>Payment trail</h2>
          <PaymentTrail events={data.payment_events ?? []} />
        </section>
      )}

      {confirmErase && (
        <ConfirmDialog
          title="Erase this person's personal data?"
          confirmLabel="Erase personal data"
          busy={erasing.isLoading}
          onConfirm={eraseNow}
          onCancel={() => setConfirmErase(false)}
        >
          <p>
            Names, contact details, address, date of birth, PAN and uploaded files of {name} are blanked for
            good.
            {kind !== 'enquiries' &&
              ' The amount, dates, status and receipt number are kept for the accounts.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
