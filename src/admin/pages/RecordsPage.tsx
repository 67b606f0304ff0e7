import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetDonationsQuery, useGetEnquiriesQuery, useGetMembershipsQuery } from '../app/api';
import type {
  DonationSummary,
  Enquiry,
  MembershipSummary,
  MoneyAmount,
  RecordFilters,
  RecordKind,
} from '../app/types';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import Pagination from '../components/Pagination';
import StatusBadge from '../components/StatusBadge';
import { useAdminSelector } from '../app/store';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp, fullName } from '../lib/format';
import {
  APPROVAL_OPTIONS,
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  TYPE_OPTIONS,
} from '../lib/recordsQuery';
import { TableRows, type Column } from '../components/TableRows';
import ui from '../components/ui.module.css';

const TITLES: Record<RecordKind, { title: string; intro: string; search: string }> = {
  enquiries: {
    title: 'Enquiries',
    intro: 'Messages sent with the contact form, newest first.',
    search: 'Search name, email or mobile',
  },
  memberships: {
    title: 'Memberships',
    intro: 'Membership applications with their payment status, newest first.',
    search: 'Search name, email, mobile or receipt',
  },
  donations: {
    title: 'Donations',
    intro: 'Donations with their payment status, newest first.',
    search: 'Search name, email, mobile or receipt',
  },
};

/** Runs only the query of the table on show (hooks cannot be called conditionally, so the others are skipped). */
function useRecords(kind: RecordKind, filters: RecordFilters) {
  const enquiries = useGetEnquiriesQuery(filters, { skip: kind !== 'enquiries' });
  const memberships = useGetMembershipsQuery(filters, { skip: kind !== 'memberships' });
  const donations = useGetDonationsQuery(filters, { skip: kind !== 'donations' });
  return kind === 'enquiries' ? enquiries : kind === 'memberships' ? memberships : donations;
}

function membershipType(row: MembershipSummary): string {
  const parts = [row.dbjs_member && 'Life', row.magazine_member && 'Magazine'].filter(Boolean);
  return parts.join(' + ') || '–';
}

/** A fresh table (and filter form) whenever the address changes, e.g. a dashboard link to ?status=paid. */
export default function RecordsRoute({ kind }: { kind: RecordKind }) {
  const [searchParams] = useSearchParams();
  return <RecordsPage key={`${kind}?${searchParams.toString()}`} kind={kind} />;
}

function RecordsPage({ kind }: { kind: RecordKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const filters = filtersFromSearch(searchParams, sandbox);
  const [form, setForm] = useState<RecordFilters>(filters);
  const { data, isLoading, isFetching, error } = useRecords(kind, filters);
  const text = TITLES[kind];
  const problem = apiProblem(error);
  const hasStatus = kind !== 'enquiries';

  function apply(next: RecordFilters) {
    setSearchParams(filtersToSearch(next, sandbox));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply({ ...form, page: 1 });
  }

  function clear() {
    const cleared = { ...EMPTY_FILTERS, include_test: sandbox };
    setForm(cleared);
    apply(cleared);
  }

  const set = <K extends keyof RecordFilters>(key: K, value: RecordFilters[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <>
      <PageHeader title={text.title} intro={text.intro}>
        <Link to="/exports" className={ui.buttonSecondary}>
          Export CSV
        </Link>
      </PageHeader>
      <form
        className={ui.filters}
        role="search"
        aria-label={`Filter ${text.title.toLowerCase()}`}
        onSubmit={submit}
      >
        <div className={ui.field}>
          <label htmlFor="filter-q">{text.search}</label>
          <input
            id="filter-q"
            className={ui.input}
            type="search"
            value={form.q}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        {hasStatus && (
          <div className={ui.field}>
            <label htmlFor="filter-status">Status</label>
            <select
              id="filter-status"
              className={ui.input}
              value={form.status}
              onChange={(e) => set('status', e.target.value as RecordFilters['status'])}
            >
              <option value="">Any status</option>
              <option value="paid">Paid</option>
              <option value="pending">Pending</option>
              <option value="failed">Failed</option>
            </select>
          </div>
        )}
        {hasStatus && (
          <div className={ui.field}>
            <label htmlFor="filter-type">Type</label>
            <select
              id="filter-type"
              className={ui.input}
              value={form.type}
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="">Any type</option>
              {TYPE_OPTIONS[kind].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === 'memberships' && (
          <div className={ui.field}>
            <label htmlFor="filter-approval">Approval</label>
            <select
              id="filter-approval"
              className={ui.input}
              value={form.approval ?? ''}
              onChange={(e) => set('approval', e.target.value as RecordFilters['approval'])}
            >
              <option value="">Any</option>
              {APPROVAL_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={ui.field}>
          <label htmlFor="filter-from">From date</label>
          <input
            id="filter-from"
            className={ui.input}
            type="date"
            value={form.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="filter-to">To date</label>
          <input
            id="filter-to"
            className={ui.input}
            type="date"
            value={form.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
        {hasStatus && (
          <div className={ui.field}>
            <label>
              <input
                type="checkbox"
                checked={form.include_test}
                onChange={(e) => set('include_test', e.target.checked)}
              />{' '}
              Include test payments (sandbox)
            </label>
          </div>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.button}>
            Apply filters
          </button>
          <button type="button" className={ui.buttonSecondary} onClick={clear}>
            Clear
          </button>
        </div>
      </form>
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {data && 'paid_sum' in data && <PaidSumLine sum={data.paid_sum} total={data.total} />}
      {isLoading ? (
        <Loading what={text.title.toLowerCase()} />
      ) : (
        <div className={ui.tableWrap} aria-busy={isFetching}>
          <table className={ui.table}>
            <caption className="visually-hidden">{text.title}</caption>
            {kind === 'enquiries' && (
              <TableRows columns={ENQUIRY_COLUMNS} rows={(data?.data ?? []) as Enquiry[]} />
            )}
            {kind === 'memberships' && (
              <TableRows columns={MEMBERSHIP_COLUMNS} rows={(data?.data ?? []) as MembershipSummary[]} />
            )}
            {kind === 'donations' && (
              <TableRows columns={DONATION_COLUMNS} rows={(data?.data ?? []) as DonationSummary[]} />
            )}
          </table>
          {data && data.data.length === 0 && <p className={ui.empty}>No records match these filters.</p>}
        </div>
      )}
      {data && (
        <Pagination
          page={filters.page}
          totalPages={data.total_pages}
          total={data.total}
          onPage={(page) => apply({ ...filters, page })}
        />
      )}
    </>
  );
}

/**
 * The paid money among every row the filters match (all pages, not only this one): pending and failed rows
 * moved no money, so they are counted but not added.
 */
function PaidSumLine({ sum, total }: { sum: MoneyAmount; total: number }) {
  return (
    <p className={ui.sumLine} aria-live="polite">
      {total === 1 ? '1 record matches' : `${total} records match`}; {sum.count} paid:{' '}
      <strong>{formatMoney(sum.base_paise)}</strong>, {formatMoney(sum.total_paise)} with gateway charges and
      GST.
    </p>
  );
}

function Name({
  to,
  person,
  erased,
}: {
  to: string;
  person: Parameters<typeof fullName>[0];
  erased?: boolean;
}) {
  return (
    <Link to={to} className={ui.link}>
      {erased ? 'Erased person' : fullName(person) || 'No name'}
    </Link>
  );
}

// The columns memberships and donations share: who to reach, what was paid, and the receipt.
const amountColumns: Array<Column<MembershipSummary | DonationSummary>> = [
  { header: 'Amount', cell: (row) => formatMoney(row.base_paise), numeric: true },
  { header: 'With charges', cell: (row) => formatMoney(row.total_paise), numeric: true },
];

const contactColumn: Column<MembershipSummary | DonationSummary> = {
  header: 'Contact',
  cell: (row) => (
    <>
      {row.mobile}
      <div className={ui.hint}>{row.email}</div>
    </>
  ),
};

const receiptColumn: Column<MembershipSummary | DonationSummary> = {
  header: 'Receipt no.',
  cell: (row) => row.receipt_number ?? '–',
  nowrap: true,
};

const ENQUIRY_COLUMNS: Array<Column<Enquiry>> = [
  { header: 'Received', cell: (row) => formatTimestamp(row.created_at), nowrap: true },
  { header: 'Name', cell: (row) => <Name to={`/enquiries/${row.id}`} person={row} /> },
  { header: 'Email', cell: (row) => row.email_id },
  { header: 'Mobile', cell: (row) => row.mobile_no, nowrap: true },
  { header: 'Interested in', cell: (row) => row.interested_in },
  {
    header: 'Message',
    cell: (row) => (row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message),
  },
];

const MEMBERSHIP_COLUMNS: Array<Column<MembershipSummary>> = [
  { header: 'Applied', cell: (row) => formatTimestamp(row.created_at), nowrap: true },
  { header: 'Name', cell: (row) => <Name to={`/memberships/${row.id}`} person={row} erased={row.erased} /> },
  contactColumn,
  { header: 'City', cell: (row) => row.city },
  { header: 'Type', cell: (row) => membershipType(row) },
  ...amountColumns,
  {
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} refunded={row.refunded} />
        {approvalCell(row) && <div className={`${ui.hint} ${ui.nowrap}`}>{approvalCell(row)}</div>}
      </>
    ),
  },
  receiptColumn,
];

const DONATION_COLUMNS: Array<Column<DonationSummary>> = [
  { header: 'Date', cell: (row) => formatTimestamp(row.created_at), nowrap: true },
  { header: 'Name', cell: (row) => <Name to={`/donations/${row.id}`} person={row} erased={row.erased} /> },
  contactColumn,
  { header: 'PAN', cell: (row) => row.pan || '–', nowrap: true },
  { header: 'Frequency', cell: (row) => row.frequency },
  ...amountColumns,
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} refunded={row.refunded} /> },
  receiptColumn,
];

/** Under the status: the member's number once approved, else whether the office still has to decide (paid rows). */
function approvalCell(row: MembershipSummary): string {
  if (row.approval === 'approved') return row.membership_number ?? 'Approved';
  if (row.approval === 'rejected') return 'Rejected';
  return row.status === 'paid' && !row.refunded && !row.receipt_cancelled ? 'Awaiting approval' : '';
}
