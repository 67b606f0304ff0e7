import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminFileUrl } from '../app/api';
import { useDecideProfilesMutation, useGetProfileQuery, useUnlinkProfilesMutation } from '../app/profilesApi';
import { useAdminSelector } from '../app/store';
import type { OrderStatus, Profile, ProfileRecord, ProfileSuggestion } from '../app/types';
import Notice, { Loading, Outcome } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import ReceiptCopyForm from '../components/ReceiptCopyForm';
import StatusBadge from '../components/StatusBadge';
import { DataTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp } from '../lib/format';
import { donationPurposeLabel } from '../../shared/validation/receiptDetails';
import { OFFLINE_MODE_LABELS, type OfflineMode } from '../../shared/validation/offline';
import ui from '../components/ui.module.css';
import styles from './Profiles.module.css';

// One donor or member (docs/product.md "Donors and members"): who they are, every gift, membership and regular
// gift with its receipt, what they gave in each financial year, and the records that may be the same person,
// which the office merges or dismisses here (both undone with "Unlink").

const IDENTIFIER_LABEL = { pan: 'PAN', email: 'e-mail', mobile: 'mobile', name: 'name' } as const;

function recordTitle(record: ProfileRecord): string {
  if (record.kind === 'donation') {
    return `Donation${record.donation_type ? `: ${donationPurposeLabel(record.donation_type)}` : ''}`;
  }
  if (record.kind === 'membership') {
    const types = [record.dbjs_member && 'Life membership', record.magazine_member && 'Magazine'].filter(
      Boolean,
    );
    return types.join(' + ') || 'Membership';
  }
  return `${record.period === 'yearly' ? 'Yearly' : 'Monthly'} gift`;
}

function recordPath(record: ProfileRecord): string {
  if (record.kind === 'subscription') return '/subscriptions';
  return `/${record.kind === 'donation' ? 'donations' : 'memberships'}/${record.id}`;
}

function howPaid(record: ProfileRecord): string {
  if (record.channel === 'offline') {
    const mode = record.mode
      ? (OFFLINE_MODE_LABELS[record.mode as OfflineMode] ?? record.mode)
      : 'At the office';
    return record.instrument_number ? `${mode} ${record.instrument_number}` : mode;
  }
  return record.test ? 'Online (sandbox test)' : 'Online';
}

function RecordItem({ record }: { record: ProfileRecord }) {
  const paid = record.status === 'paid' && record.receipt_number;
  const isOrder = record.kind !== 'subscription';
  return (
    <li className={styles.record}>
      <div className={styles.recordHead}>
        <h3 className={styles.recordTitle}>
          <Link to={recordPath(record)} className={ui.link}>
            {recordTitle(record)}
          </Link>
        </h3>
        <span className={styles.recordAmount}>
          {isOrder
            ? formatMoney(record.base_paise)
            : `${formatMoney(record.per_charge_paise)} a ${record.period === 'yearly' ? 'year' : 'month'}`}
        </span>
      </div>
      <p className={styles.recordMeta}>
        {isOrder ? (
          <>
            <StatusBadge status={record.status as OrderStatus} receiptCancelled={record.receipt_cancelled} />{' '}
            {record.paid_at
              ? `Paid ${formatTimestamp(record.paid_at)}`
              : `Started ${formatTimestamp(record.created_at)}`}
            {' · '}
            {howPaid(record)}
            {record.receipt_number && (
              <>
                {' · Receipt '}
                <span className={ui.nowrap}>{record.receipt_number}</span>
              </>
            )}
          </>
        ) : (
          <>
            <span className={ui.badge}>{record.status}</span> {record.paid_count ?? 0} of{' '}
            {record.total_count ?? 0} charges paid (each charge is listed as a donation) · since{' '}
            {formatTimestamp(record.created_at)}
          </>
        )}
      </p>
      <p className={styles.recordMeta}>
        As given: {record.name || 'no name'}
        {record.pan && ` · PAN ${record.pan}`}
        {record.email && ` · ${record.email}`}
        {record.mobile && ` · ${record.mobile}`}
      </p>
      {isOrder && paid && record.order_id !== null && (
        <>
          <div className={ui.actions}>
            <a
              className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
              href={adminFileUrl(`orders/${record.order_id}/receipt.pdf`)}
              download
            >
              Receipt PDF
            </a>
            <Link className={`${ui.buttonSecondary} ${ui.buttonSmall}`} to={`/orders/${record.order_id}`}>
              Correct, cancel or re-issue
            </Link>
          </div>
          {!record.receipt_cancelled && (
            <ReceiptCopyForm orderId={record.order_id} receiptNumber={record.receipt_number!} />
          )}
        </>
      )}
    </li>
  );
}

function Suggestion({
  suggestion,
  busy,
  onDecide,
}: {
  suggestion: ProfileSuggestion;
  busy: boolean;
  onDecide: (decision: 'same' | 'distinct') => void;
}) {
  const shared = suggestion.shared.map((field) => IDENTIFIER_LABEL[field]).join(' and ');
  const differs = suggestion.differs.map((field) => IDENTIFIER_LABEL[field]).join(' and ');
  return (
    <div className={styles.suggestion}>
      <p>
        <Link to={`/profiles/${suggestion.profile}`} className={ui.link}>
          {suggestion.name || 'No name'}
        </Link>{' '}
        ({suggestion.records === 1 ? '1 record' : `${suggestion.records} records`}) has the same {shared}
        {differs ? `, but another ${differs}` : ''}.
      </p>
      <p className={ui.hint}>
        {[...suggestion.pans, ...suggestion.mobiles, ...suggestion.emails].join(' · ') || 'No identifiers'}
      </p>
      <div className={ui.actions}>
        <button type="button" className={ui.button} disabled={busy} onClick={() => onDecide('same')}>
          Same person: merge
        </button>
        <button
          type="button"
          className={ui.buttonSecondary}
          disabled={busy}
          onClick={() => onDecide('distinct')}
        >
          Not the same person
        </button>
      </div>
    </div>
  );
}

const YEAR_COLUMNS: Array<Column<Profile['totals']['by_financial_year'][number]>> = [
  { header: 'Year', cell: (year) => year.label, rowHeader: true },
  { header: 'Donations', cell: (year) => formatMoney(year.donation_paise), numeric: true },
  { header: 'Memberships', cell: (year) => formatMoney(year.membership_paise), numeric: true },
  { header: 'Total', cell: (year) => <strong>{formatMoney(year.all_paise)}</strong>, numeric: true },
];

function Totals({ profile }: { profile: Profile }) {
  const { lifetime, by_financial_year: years } = profile.totals;
  return (
    <section className={ui.panel} aria-labelledby="profile-totals">
      <h2 id="profile-totals">Totals</h2>
      <p className={styles.lifetime}>{formatMoney(lifetime.all_paise)}</p>
      <p className={ui.muted}>
        Lifetime, {lifetime.count === 1 ? '1 payment' : `${lifetime.count} payments`}: donations{' '}
        {formatMoney(lifetime.donation_paise)}, memberships {formatMoney(lifetime.membership_paise)} (before
        gateway charges; cancelled receipts and unpaid attempts not counted).
      </p>
      {years.length > 0 && (
        <DataTable
          className={styles.years}
          caption="Totals per financial year"
          columns={YEAR_COLUMNS}
          rows={years}
          rowKey={(year) => year.fy}
        />
      )}
    </section>
  );
}

export default function ProfileDetail() {
  const key = useParams().key ?? '';
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const { data, error } = useGetProfileQuery({ key, include_test: sandbox });
  const [decide, deciding] = useDecideProfilesMutation();
  const [unlink, unlinking] = useUnlinkProfilesMutation();
  const [message, setMessage] = useState<string | null>(null);
  const back = (
    <Link to="/profiles" className={ui.buttonSecondary}>
      All donors and members
    </Link>
  );
  const profile = data?.result;
  if (!profile) {
    const problem = apiProblem(error);
    return (
      <>
        <PageHeader title="Donor or member">{back}</PageHeader>
        {problem ? <Notice tone="error">{problem.message}</Notice> : <Loading what="the person" />}
      </>
    );
  }
  const actionProblem = apiProblem(deciding.error) ?? apiProblem(unlinking.error);
  const nameOf = (recordKey: string) =>
    profile.records.find((record) => record.key === recordKey)?.name ?? recordKey.replace('-', ' ');

  async function onDecide(suggestion: ProfileSuggestion, decision: 'same' | 'distinct') {
    setMessage(null);
    const answer = await decide({
      decision,
      a: suggestion.record,
      b: suggestion.other_record,
      include_test: sandbox,
    });
    if ('data' in answer && answer.data) setMessage(answer.data.message);
  }

  async function onUnlink(id: number) {
    setMessage(null);
    const answer = await unlink(id);
    if ('data' in answer && answer.data) setMessage(answer.data.message);
  }

  return (
    <>
      <PageHeader
        title={profile.name || 'No name'}
        intro={`${profile.records.length === 1 ? '1 record' : `${profile.records.length} records`} linked by PAN, e-mail or mobile`}
      >
        {back}
      </PageHeader>
      <Outcome success={message} problem={actionProblem?.message} />
      {profile.warnings.map((warning) => (
        <Notice tone="error" key={warning.pan}>
          PAN {warning.pan} is used under more than one name ({warning.names.join(', ')}). Form 10BD reports
          each name as a separate donor: correct the PAN or the name if this is a mistake.
          {warning.other_profiles.length > 0 && (
            <>
              {' '}
              Also used by{' '}
              {warning.other_profiles.map((other, index) => (
                <span key={other}>
                  {index > 0 && ', '}
                  <Link className={ui.link} to={`/profiles/${other}`}>
                    another person
                  </Link>
                </span>
              ))}
              .
            </>
          )}
        </Notice>
      ))}

      <div className={styles.summary}>
        <section className={ui.panel} aria-labelledby="profile-person">
          <h2 id="profile-person">Contact</h2>
          <dl className={styles.contacts}>
            {profile.names.length > 1 && (
              <>
                <dt>Also written</dt>
                <dd>{profile.names.slice(1).join(', ')}</dd>
              </>
            )}
            <dt>PAN</dt>
            <dd>{profile.pans.join(', ') || '–'}</dd>
            <dt>E-mail</dt>
            <dd>{profile.emails.join(', ') || '–'}</dd>
            <dt>Mobile</dt>
            <dd>{profile.mobiles.join(', ') || '–'}</dd>
            <dt>Address</dt>
            <dd>{profile.address || '–'}</dd>
          </dl>
        </section>
        <Totals profile={profile} />
      </div>

      {profile.suggestions.length > 0 && (
        <section className={ui.panel} aria-labelledby="profile-suggestions">
          <h2 id="profile-suggestions">Possibly the same person</h2>
          <p className={ui.muted}>
            These records share an identifier with this person but differ in another. Nothing is merged until
            you confirm it; a merge can be undone.
          </p>
          {profile.suggestions.map((suggestion) => (
            <Suggestion
              key={suggestion.profile}
              suggestion={suggestion}
              busy={deciding.isLoading}
              onDecide={(decision) => onDecide(suggestion, decision)}
            />
          ))}
        </section>
      )}

      <section className={ui.panel} aria-labelledby="profile-records">
        <h2 id="profile-records">Gifts and memberships</h2>
        <ul className={styles.recordList}>
          {profile.records.map((record) => (
            <RecordItem key={record.key} record={record} />
          ))}
        </ul>
      </section>

      {profile.links.length > 0 && (
        <section className={ui.panel} aria-labelledby="profile-links">
          <h2 id="profile-links">Office decisions</h2>
          <ul className={styles.recordList}>
            {profile.links.map((link) => (
              <li key={link.id} className={styles.record}>
                <p className={styles.recordMeta}>
                  {link.decision === 'same' ? 'Merged' : 'Marked as different people'}:{' '}
                  {nameOf(link.record_a)} ({link.record_a}) and {nameOf(link.record_b)} ({link.record_b}),{' '}
                  {formatTimestamp(link.created_at)}
                </p>
                <div className={ui.actions}>
                  <button
                    type="button"
                    className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                    disabled={unlinking.isLoading}
                    onClick={() => onUnlink(link.id)}
                  >
                    Unlink
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
