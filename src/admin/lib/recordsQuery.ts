import { STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '../../shared/schemas/admin';
import { OFFICE_DONATION_PURPOSES, type OfficeDonationPurpose } from '../../shared/validation/receiptDetails';
import type { MembershipApproval, RecordFilters, RecordKind } from '../app/types';

export const RECORDS_PER_PAGE = 20;

export const EMPTY_FILTERS: RecordFilters = {
  q: '',
  status: '',
  from: '',
  to: '',
  type: '',
  approval: '',
  purpose: '',
  include_test: false,
  page: 1,
  per_page: RECORDS_PER_PAGE,
};

/** The `type` filter's choices per table (docs/admin-api.md); enquiries have neither type nor status. */
export const TYPE_OPTIONS: Record<RecordKind, Array<{ value: string; label: string }>> = {
  enquiries: [],
  memberships: [
    { value: 'life', label: 'Life membership' },
    { value: 'magazine', label: 'Magazine' },
  ],
  donations: [
    { value: 'Yearly', label: 'Yearly' },
    { value: 'Monthly', label: 'Monthly' },
    { value: 'One Time', label: 'One Time' },
  ],
};

/** The approval filter of the memberships table (docs/admin-api.md "Membership records"). */
export const APPROVAL_OPTIONS: Array<{ value: MembershipApproval; label: string }> = [
  { value: 'awaiting', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The purpose filter of the donations table: the purposes the office records (donations.donation_type). */
export const PURPOSE_OPTIONS: ReadonlyArray<{ value: OfficeDonationPurpose; label: string }> =
  OFFICE_DONATION_PURPOSES;

/**
 * The status filter of the payments tables: a payment's standing (docs/admin-api.md "Records"), so "Paid" lists
 * what the dashboard's paid tiles count, and refunds and cancelled receipts have choices of their own.
 */
export const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));

function statusOf(value: string | null | undefined): '' | StatusFilter {
  return STATUS_FILTERS.find((status) => status === value) ?? '';
}

function approvalOf(value: string | null | undefined): '' | MembershipApproval {
  return APPROVAL_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

function purposeOf(value: string | null | undefined): '' | OfficeDonationPurpose {
  return PURPOSE_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query string of a records table: only the filters in use, trimmed, and only those the endpoint knows
 * (enquiries take no status or type, only memberships an approval, only donations a purpose). Page and page size
 * are always sent.
 */
export function recordsQueryParams(
  kind: RecordKind,
  filters: RecordFilters,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  if (kind !== 'enquiries') {
    if (filters.status) params.status = filters.status;
    if (filters.type && TYPE_OPTIONS[kind].some((option) => option.value === filters.type)) {
      params.type = filters.type;
    }
    if (filters.include_test) params.include_test = 1;
  }
  if (kind === 'memberships' && approvalOf(filters.approval)) params.approval = approvalOf(filters.approval);
  if (kind === 'donations' && purposeOf(filters.purpose)) params.purpose = purposeOf(filters.purpose);
  if (ISO_DATE.test(filters.from)) params.from = filters.from;
  if (ISO_DATE.test(filters.to)) params.to = filters.to;
  params.page = Math.max(1, Math.floor(filters.page) || 1);
  params.per_page = Math.min(100, Math.max(1, Math.floor(filters.per_page) || RECORDS_PER_PAGE));
  return params;
}

/**
 * Filters from the page's address (?q=&status=...), so a filtered table can be bookmarked and goes back right.
 * Test payments are shown by default only where the server takes nothing else (`includeTestByDefault`).
 */
export function filtersFromSearch(search: URLSearchParams, includeTestByDefault = false): RecordFilters {
  const includeTest = search.get('include_test');
  return {
    q: search.get('q') ?? '',
    status: statusOf(search.get('status')),
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    type: search.get('type') ?? '',
    approval: approvalOf(search.get('approval')),
    purpose: purposeOf(search.get('purpose')),
    include_test: includeTest === null ? includeTestByDefault : includeTest === '1',
    page: Number(search.get('page')) || 1,
    per_page: RECORDS_PER_PAGE,
  };
}

/** The address form of the filters: only what differs from the defaults. */
export function filtersToSearch(filters: RecordFilters, includeTestByDefault = false): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.include_test !== includeTestByDefault)
    search.set('include_test', filters.include_test ? '1' : '0');
  if (filters.q) search.set('q', filters.q);
  if (filters.status) search.set('status', filters.status);
  if (filters.type) search.set('type', filters.type);
  if (filters.approval) search.set('approval', filters.approval);
  if (filters.purpose) search.set('purpose', filters.purpose);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
