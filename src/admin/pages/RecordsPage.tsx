import { useState } from 'react';
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
import Notice from '../components/Notice';
import {
  CheckboxField,
  FilterBar,
  FilterInput,
  FilterSelect,
  type SelectOption,
} from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import StatusBadge from '../components/StatusBadge';
import { useAdminSelector } from '../app/store';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp, fullName } from '../lib/format';
import {
  APPROVAL_OPTIONS,
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  PURPOSE_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
} from '../lib/recordsQuery';
import { PagedTable, type Column } from '../components/TableRows';
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
      <FilterBar label={`Filter ${text.title.toLowerCase()}`} onSubmit={() => apply({ ...form, page: 1 })}>
        <FilterInput id="filter-q" label={text.search} value={form.q} onChange={(value) => set('q', value)} />
        {choiceFilters(kind).map(({ key, ...filter }) => (
          <FilterSelect
            key={key}
            id={`filter-${key}`}
            {...filter}
            value={form[key] ?? ''}
            onChange={(value) => set(key, value as RecordFilters[typeof key])}
          />
        ))}
        {DATE_FILTERS.map(([end, label]) => (
          <FilterInput
            key={end}
            id={`filter-${end}`}
            label={label}
            type="date"
            value={form[end]}
            onChange={(value) => set(end, value)}
          />
        ))}
        {hasStatus && (
          <CheckboxField
            label="Include test payments (sandbox)"
            checked={form.include_test}
            onChange={(checked) => set('include_test', checked)}
          />
        )}
        <div className={ui.filterActions}>
          <button type="submit" className={ui.button}>
            Apply filters
          </button>
          <button type="button" className={ui.buttonSecondary} onClick={clear}>
            Clear
          </button>
        </div>
      </FilterBar>
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {data && 'paid_sum' in data && <PaidSumLine sum={data.paid_sum} total={data.total} />}
      {data && data.data.length > 0 && (
        <p className={ui.scrollHint}>Swipe the table sideways to see every column.</p>
      )}
      <PagedTable
        columns={COLUMNS[kind] as Array<Column<Enquiry | MembershipSummary | DonationSummary>>}
        data={data}
        isLoading={isLoading}
        what={text.title.toLowerCase()}
        caption={text.title}
        busy={isFetching}
        empty="No records match these filters."
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
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

// Narrow: the e-mail address may break anywhere rather than widen the table.
const contactColumn: Column<MembershipSummary | DonationSummary> = {
  header: 'Contact',
  cell: (row) => (
    <div className={ui.contactCell}>
      <span className={ui.nowrap}>{row.mobile}</span>
      <div className={ui.hint}>{breakableEmail(row.email)}</div>
    </div>
  ),
};

/** An e-mail address that may break before its "@" (only where the column is too narrow for it). */
function breakableEmail(email: string | null | undefined) {
  const at = email ? email.indexOf('@') : -1;
  if (!email || at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

// Next to the name and never cut or wrapped: two receipts must not look alike.
const receiptColumn: Column<MembershipSummary | DonationSummary> = {
  header: 'Receipt no.',
  cell: (row) => row.receipt_number ?? '–',
  nowrap: true,
};

/** The day on one line and the time under it, so the column stays narrow. */
function WhenCell({ iso }: { iso: string }) {
  const [day, time] = formatTimestamp(iso).split(', ');
  return (
    <>
      <span className={ui.nowrap}>{day}</span>
      {time && <div className={ui.hint}>{time}</div>}
    </>
  );
}

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
  { header: 'Applied', cell: (row) => <WhenCell iso={row.created_at} /> },
  { header: 'Name', cell: (row) => <Name to={`/memberships/${row.id}`} person={row} erased={row.erased} /> },
  receiptColumn,
  contactColumn,
  { header: 'City', cell: (row) => row.city },
  { header: 'Type', cell: (row) => membershipType(row) },
  ...amountColumns,
  {
    header: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} refunded={row.refunded} receiptCancelled={row.receipt_cancelled} />
        {approvalCell(row) && <div className={`${ui.hint} ${ui.nowrap}`}>{approvalCell(row)}</div>}
      </>
    ),
  },
];

const DONATION_COLUMNS: Array<Column<DonationSummary>> = [
  { header: 'Date', cell: (row) => <WhenCell iso={row.created_at} /> },
  { header: 'Name', cell: (row) => <Name to={`/donations/${row.id}`} person={row} erased={row.erased} /> },
  receiptColumn,
  contactColumn,
  { header: 'PAN', cell: (row) => row.pan || '–', nowrap: true },
  { header: 'Frequency', cell: (row) => row.frequency },
  ...amountColumns,
  {
    header: 'Status',
    cell: (row) => (
      <StatusBadge status={row.status} refunded={row.refunded} receiptCancelled={row.receipt_cancelled} />
    ),
  },
];

const COLUMNS = { enquiries: ENQUIRY_COLUMNS, memberships: MEMBERSHIP_COLUMNS, donations: DONATION_COLUMNS };

/**
 * The lists' choice filters: payments have a status and a type (a donation's frequency, a membership's kind),
 * memberships also the office's approval, donations also their purpose.
 */
function choiceFilters(kind: RecordKind) {
  if (kind === 'enquiries') return [];
  const filters: Array<{
    key: 'status' | 'type' | 'approval' | 'purpose';
    label: string;
    placeholder: string;
    options: readonly SelectOption[];
  }> = [
    { key: 'status', label: 'Status', placeholder: 'Any status', options: STATUS_OPTIONS },
    kind === 'donations'
      ? { key: 'type', label: 'Frequency', placeholder: 'Any frequency', options: TYPE_OPTIONS[kind] }
      : { key: 'type', label: 'Type', placeholder: 'Any type', options: TYPE_OPTIONS[kind] },
  ];
  if (kind === 'memberships')
    filters.push({ key: 'approval', label: 'Approval', placeholder: 'Any', options: APPROVAL_OPTIONS });
  if (kind === 'donations')
    filters.push({ key: 'purpose', label: 'Purpose', placeholder: 'All purposes', options: PURPOSE_OPTIONS });
  return filters;
}

const DATE_FILTERS = [
  ['from', 'From date'],
  ['to', 'To date'],
] as const;

/** Under the status: the member's number once approved, else whether the office still has to decide (paid rows). */
function approvalCell(row: MembershipSummary): string {
  if (row.approval === 'approved') return row.membership_number ?? 'Approved';
  if (row.approval === 'rejected') return 'Rejected';
  return row.status === 'paid' && !row.refunded && !row.receipt_cancelled ? 'Awaiting approval' : '';
}
