import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  donations,
  enquiries,
  mailOutbox,
  memberships,
  offlinePayments,
  orders,
  paymentEvents,
  subscriptions,
  type MembershipApproval,
} from '../../db/schema';
import type { StatusFilter } from '../../../shared/schemas/admin';
import type { OfficeDonationPurpose } from '../../../shared/validation/receiptDetails';
import { indiaMidnight } from '../../admin/exports';
import { approvalCondition, approvalView } from '../../admin/membershipRecords';
import { containsPattern, paged, pageOfRows, type Paging } from '../paging';
import { findOfflinePayment, type OfflinePaymentRow } from '../receipts';

// The office's view of enquiries, membership applications and donations: search, filters, pages, the full
// record with its payment trail, the rows of the CSV exports, and the data-protection changes.

export interface RecordFilters {
  q?: string;
  /** The payment's standing (shared/schemas/admin.ts STATUS_FILTERS): see standingCondition. */
  status?: StatusFilter;
  from?: string; // YYYY-MM-DD, inclusive, India time
  to?: string; // YYYY-MM-DD, inclusive, India time
  type?: string;
  /** Sandbox (test) payments are left out of lists, totals and exports unless the office asks for them. */
  includeTest?: boolean;
  /** Memberships only: the office's decision (admin/membershipRecords.ts approvalCondition). */
  approval?: MembershipApproval;
  /** Donations only: the gift's purpose, donations.donation_type (shared OFFICE_DONATION_PURPOSES). */
  purpose?: OfficeDonationPurpose;
}

/** Orders taken by the sandbox gateway moved no money: they are never the Sabha's books. */
const realMoneyOnly = ne(orders.gateway, 'sandbox');

function dayStart(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return indiaMidnight(y, m, d);
}

function dayEnd(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return indiaMidnight(y, m, d + 1);
}

function dateRange(column: Parameters<typeof gte>[0], filters: RecordFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(column, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(column, dayEnd(filters.to)));
  return conditions;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The paid money among all the rows a filter matches (every page), as the lists show under their tables. */
export interface PaidSum {
  count: number;
  base_paise: number;
  total_paise: number;
}

/**
 * Money that counts: paid, and not under a receipt the office cancelled without re-issuing it (as the dashboard
 * and Form 10BD count it).
 */
export const countsAsPaid = sql`${orders.status} = 'paid' and ${orders.receiptCancelledAt} is null`;

/**
 * The rows of one payment standing (shared/schemas/admin.ts paymentStanding), as the status filter lists them:
 * `paid` is the money that counts (countsAsPaid, the dashboard's tiles); a paid order refunded in full, or under a
 * receipt cancelled and not re-issued, is listed as `refunded` or `receipt_cancelled` instead (a refund cancels
 * the receipt too, so it is `refunded` only); a re-issued receipt is paid again.
 */
export function standingCondition(status: StatusFilter): SQL {
  const paid = eq(orders.status, 'paid');
  switch (status) {
    case 'paid':
      return and(paid, isNull(orders.receiptCancelledAt), isNull(orders.refundedAt))!;
    case 'refunded':
      return and(paid, isNotNull(orders.refundedAt))!;
    case 'receipt_cancelled':
      return and(paid, isNotNull(orders.receiptCancelledAt), isNull(orders.refundedAt))!;
    default:
      return eq(orders.status, status);
  }
}

/** Row count of a filter, and its paid rows' count and sums, in one query (count(*) FILTER works on both drivers). */
const countAndPaidSum = {
  count: sql<number>`count(*)::int`,
  paidCount: sql<number>`(count(*) filter (where ${countsAsPaid}))::int`,
  paidBase: sql<string>`coalesce(sum(${orders.basePaise}) filter (where ${countsAsPaid}), 0)::bigint`,
  paidTotal: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${countsAsPaid}), 0)::bigint`,
};

function paidSumOf(row: { paidCount: number; paidBase: string; paidTotal: string }): PaidSum {
  return {
    count: Number(row.paidCount),
    base_paise: Number(row.paidBase),
    total_paise: Number(row.paidTotal),
  };
}

// ------------------------------------------------------------------ enquiries

type EnquiryRow = typeof enquiries.$inferSelect;

export function enquiryView(row: EnquiryRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email_id: row.email,
    mobile_no: row.mobile,
    interested_in: row.interestedIn,
    address: row.address,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

function enquiryWhere(filters: RecordFilters): SQL | undefined {
  const conditions = dateRange(enquiries.createdAt, filters);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(enquiries.firstName, pattern),
        ilike(enquiries.lastName, pattern),
        ilike(sql`${enquiries.firstName} || ' ' || ${enquiries.lastName}`, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.mobile, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function searchEnquiries(db: Db, filters: RecordFilters, paging: Paging) {
  const { rows, total } = await pageOfRows(
    db,
    enquiries,
    enquiryWhere(filters),
    paging,
    desc(enquiries.createdAt),
    desc(enquiries.id),
  );
  return paged(rows.map(enquiryView), total, paging);
}

export async function findEnquiry(db: Db, id: number) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row ? enquiryView(row) : null;
}

export async function enquiriesForExport(db: Db, filters: RecordFilters) {
  const rows = await db
    .select()
    .from(enquiries)
    .where(enquiryWhere(filters))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  return rows.map(enquiryView);
}

// ------------------------------------------------------------------ memberships and donations

type Person = typeof memberships | typeof donations;

function personSearch(table: Person, q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    ilike(table.firstName, pattern),
    ilike(table.surname, pattern),
    ilike(sql`${table.firstName} || ' ' || ${table.surname}`, pattern),
    ilike(sql`${table.firstName} || ' ' || ${table.middleName} || ' ' || ${table.surname}`, pattern),
    ilike(table.email, pattern),
    ilike(table.mobile, pattern),
    ilike(orders.receiptId, pattern),
    ilike(orders.receiptNumber, pattern),
  )!;
}

function personWhere(table: Person, filters: RecordFilters, typeCondition?: SQL): SQL | undefined {
  const conditions = dateRange(table.createdAt, filters);
  if (filters.q) conditions.push(personSearch(table, filters.q));
  if (filters.status) conditions.push(standingCondition(filters.status));
  if (!filters.includeTest) conditions.push(realMoneyOnly);
  if (typeCondition) conditions.push(typeCondition);
  return conditions.length ? and(...conditions) : undefined;
}

type OrderRow = typeof orders.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;
type DonationRow = typeof donations.$inferSelect;

/** Who a membership or donation is from, as both the list and the full record begin. */
function personIdentity(row: MembershipRow | DonationRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName,
    surname: row.surname,
    mobile: row.mobile,
    email: row.email,
  };
}

/** Whether an order's receipt stands: the list and the books answer these two flags alike. */
export function receiptCancellation(order: OrderRow) {
  return {
    /** The current receipt was cancelled and not yet re-issued: the payment counts nowhere. */
    receipt_cancelled: order.receiptCancelledAt !== null,
    /** Refunded in full through the gateway (payments/refunds.ts): the receipt is cancelled by a credit note for good. */
    refunded: order.refundedAt !== null,
  };
}

function personSummary(row: MembershipRow | DonationRow, order: OrderRow) {
  return {
    ...personIdentity(row),
    city: row.city,
    status: order.status,
    receipt_id: order.receiptId,
    receipt_number: order.receiptNumber,
    /** online (the gateway) or offline (entered by the office). */
    channel: order.channel,
    ...receiptCancellation(order),
    created_at: row.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    erased: row.erasedAt !== null,
  };
}

export function membershipSummary(row: MembershipRow, order: OrderRow) {
  return {
    ...personSummary(row, order),
    approval: row.approval,
    membership_number: row.membershipNumber,
    dbjs_member: row.dbjsMember,
    magazine_member: row.magazineMember,
    amount_paise: order.totalPaise,
    base_paise: order.basePaise,
    total_paise: order.totalPaise,
  };
}

export function donationSummary(row: DonationRow, order: OrderRow) {
  return {
    ...personSummary(row, order),
    pan: row.pan,
    donation_type: row.donationType,
    frequency: row.frequency,
    amount_paise: order.basePaise,
    base_paise: order.basePaise,
    total_paise: order.totalPaise,
  };
}

function personDetail(row: MembershipRow | DonationRow) {
  return {
    ...personIdentity(row),
    // Erasure cannot empty a NOT NULL date; the stored placeholder is never shown.
    dob: row.erasedAt ? null : row.dob,
    gender: row.gender,
    city: row.city,
    tehsil: row.tehsil,
    district: row.district,
    state: row.state,
    pincode: row.pincode,
    address: row.address,
    erased_at: iso(row.erasedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function orderView(order: OrderRow) {
  return {
    id: order.id,
    kind: order.kind,
    receipt_id: order.receiptId,
    gateway: order.gateway,
    gateway_order_id: order.gatewayOrderId,
    payment_id: order.paymentId,
    status: order.status,
    failure_reason: order.failureReason,
    base_paise: order.basePaise,
    gateway_charge_paise: order.gatewayChargePaise,
    gst_paise: order.gstPaise,
    total_paise: order.totalPaise,
    currency: order.currency,
    receipt_number: order.receiptNumber,
    paid_at: iso(order.paidAt),
    created_at: order.createdAt.toISOString(),
    channel: order.channel,
    receipt_cancelled: order.receiptCancelledAt !== null,
    refunded_at: iso(order.refundedAt),
  };
}

async function paymentTrail(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    type: row.type,
    payment_id: row.paymentId,
    external_event_id: row.externalEventId,
    detail: row.detail ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

function membershipType(type: string | undefined): SQL | undefined {
  if (type === 'life') return eq(memberships.dbjsMember, true);
  if (type === 'magazine') return eq(memberships.magazineMember, true);
  return undefined;
}

/** A membership or donation row with its order. */
export interface PersonRecord<T extends Person> {
  person: T['$inferSelect'];
  order: OrderRow;
}

// Drizzle cannot select from a table named by a type parameter, so these select from either table (the Person
// union) and name the rows' type once they come back: a select from memberships answers membership rows.

function personRecords(db: Db, table: Person) {
  return db
    .select({ person: table, order: orders })
    .from(table)
    .innerJoin(orders, eq(table.orderId, orders.id));
}

async function searchPeople<T extends Person, Summary>(
  db: Db,
  table: T,
  where: SQL | undefined,
  paging: Paging,
  summary: (person: T['$inferSelect'], order: OrderRow) => Summary,
) {
  const people: Person = table;
  const [counted] = await db
    .select(countAndPaidSum)
    .from(people)
    .innerJoin(orders, eq(people.orderId, orders.id))
    .where(where);
  const rows = await personRecords(db, people)
    .where(where)
    .orderBy(desc(people.createdAt), desc(people.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return {
    ...paged(
      rows.map((row) => summary(row.person as T['$inferSelect'], row.order)),
      Number(counted.count),
      paging,
    ),
    paid_sum: paidSumOf(counted),
  };
}

async function findPersonRecord<T extends Person>(db: Db, table: T, id: number) {
  const people: Person = table;
  const [row] = await personRecords(db, people).where(eq(people.id, id));
  return (row as PersonRecord<T> | undefined) ?? null;
}

/** The full record of a membership or donation: its person, what only its kind has, its order and payment trail. */
async function personRecordDetail<T extends Person, Extra>(
  db: Db,
  record: PersonRecord<T> | null,
  extra: (person: T['$inferSelect']) => Extra,
) {
  if (!record) return null;
  const { person, order } = record;
  const offline = order.channel === 'offline' ? await findOfflinePayment(db, order.id) : undefined;
  return {
    result: { ...personDetail(person), ...extra(person) },
    order: orderView(order),
    offline_payment: offline ? offlinePaymentView(offline) : null,
    payment_events: await paymentTrail(db, order.id),
  };
}

/** How the office received an offline payment (cash, cheque…), as the books answer it too. */
export function offlinePaymentView(row: OfflinePaymentRow) {
  return {
    mode: row.mode,
    instrument_number: row.instrumentNumber,
    bank: row.bank,
    instrument_date: row.instrumentDate,
  };
}

/** A row of the CSV exports: the record, its order and, for an offline order, how the office received it. */
export type ExportedRecord<T extends Person> = PersonRecord<T> & { offline: OfflinePaymentRow | null };

async function peopleForExport<T extends Person>(db: Db, table: T, filters: RecordFilters) {
  const people: Person = table;
  const rows = await db
    .select({ person: people, order: orders, offline: offlinePayments })
    .from(people)
    .innerJoin(orders, eq(people.orderId, orders.id))
    // One row per offline order at most (offline_payments_order_unique), none for an online one.
    .leftJoin(offlinePayments, eq(offlinePayments.orderId, orders.id))
    .where(personWhere(people, filters))
    .orderBy(asc(people.createdAt), asc(people.id));
  return rows as ExportedRecord<T>[];
}

/**
 * The reads of one kind of person record (memberships or donations): the list's page, one record, its full view and
 * the export's rows. `typeCondition` reads the list's own filters (the type, and a membership's approval or a
 * donation's purpose), `extra` adds what only this kind's record shows.
 */
function personRecordReads<T extends Person, Summary, Extra>(kind: {
  table: T;
  typeCondition: (filters: RecordFilters) => SQL | undefined;
  summary: (person: T['$inferSelect'], order: OrderRow) => Summary;
  extra: (person: T['$inferSelect']) => Extra;
}) {
  const { table } = kind;
  return {
    search: (db: Db, filters: RecordFilters, paging: Paging) =>
      searchPeople(db, table, personWhere(table, filters, kind.typeCondition(filters)), paging, kind.summary),
    find: (db: Db, id: number) => findPersonRecord(db, table, id),
    detail: async (db: Db, id: number) =>
      personRecordDetail(db, await findPersonRecord(db, table, id), kind.extra),
    forExport: (db: Db, filters: RecordFilters) => peopleForExport(db, table, filters),
  };
}

const membershipReads = personRecordReads({
  table: memberships,
  typeCondition: (filters) => and(membershipType(filters.type), approvalCondition(filters.approval)),
  summary: membershipSummary,
  extra: (person) => ({
    dbjs_member: person.dbjsMember,
    magazine_member: person.magazineMember,
    has_photo: person.photoKey !== null,
    has_identity: person.identityKey !== null,
    identity_deleted_at: iso(person.identityDeletedAt),
    ...approvalView(person),
  }),
});
export const searchMemberships = membershipReads.search;
export const findMembershipRecord = membershipReads.find;
export const membershipDetail = membershipReads.detail;
export const membershipsForExport = membershipReads.forExport;

const donationReads = personRecordReads({
  table: donations,
  typeCondition: (filters) =>
    and(
      filters.type ? eq(donations.frequency, filters.type) : undefined,
      filters.purpose ? eq(donations.donationType, filters.purpose) : undefined,
    ),
  summary: donationSummary,
  extra: (person) => ({
    pan: person.pan,
    donation_type: person.donationType,
    frequency: person.frequency,
    updates_consent: person.updatesConsent,
  }),
});
export const searchDonations = donationReads.search;
export const findDonationRecord = donationReads.find;
export const donationDetail = donationReads.detail;
export const donationsForExport = donationReads.forExport;

/** Paid donations whose payment falls in [start, end): the Form 10BD statement (never sandbox payments). */
export async function paidDonationsBetween(db: Db, start: Date, end: Date) {
  return db
    .select({ person: donations, order: orders })
    .from(donations)
    .innerJoin(orders, eq(donations.orderId, orders.id))
    .where(and(eq(orders.status, 'paid'), realMoneyOnly, gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .orderBy(asc(orders.paidAt), asc(donations.id));
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

// ------------------------------------------------------------------ data protection

/** Every private file key a membership points to (photo and identity). */
export async function referencedPrivateKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ photoKey: memberships.photoKey, identityKey: memberships.identityKey })
    .from(memberships)
    .where(or(isNotNull(memberships.photoKey), isNotNull(memberships.identityKey)));
  return new Set(
    rows.flatMap((row) => [row.photoKey, row.identityKey]).filter((key): key is string => !!key),
  );
}

/** Applications never paid (pending or failed), made before `before`, that still keep a photo or identity file. */
export async function unpaidApplicationFilesBefore(db: Db, before: Date) {
  return db
    .select({ id: memberships.id, photoKey: memberships.photoKey, identityKey: memberships.identityKey })
    .from(memberships)
    .innerJoin(orders, eq(memberships.orderId, orders.id))
    .where(
      and(
        ne(orders.status, 'paid'),
        lt(memberships.createdAt, before),
        or(isNotNull(memberships.photoKey), isNotNull(memberships.identityKey)),
      ),
    );
}

export async function clearApplicationFiles(db: Db, id: number, when: Date): Promise<void> {
  await db
    .update(memberships)
    .set({ photoKey: null, identityKey: null, identityDeletedAt: when })
    .where(eq(memberships.id, id));
}

/** Paid memberships whose identity file is still kept and whose payment is older than `before`. */
export async function identityFilesPaidBefore(db: Db, before: Date) {
  return db
    .select({ id: memberships.id, identityKey: memberships.identityKey })
    .from(memberships)
    .innerJoin(orders, eq(memberships.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'paid'),
        lt(orders.paidAt, before),
        isNotNull(memberships.identityKey),
        isNull(memberships.identityDeletedAt),
      ),
    );
}

export async function markIdentityDeleted(db: Db, id: number, when: Date): Promise<void> {
  await db
    .update(memberships)
    .set({ identityKey: null, identityDeletedAt: when })
    .where(eq(memberships.id, id));
}

/** Placeholder for the NOT NULL date of birth of an erased person; the console shows null instead. */
export const ERASED_DOB = '1900-01-01';

const blankPerson = (when: Date) => ({
  firstName: '',
  middleName: '',
  surname: '',
  mobile: '',
  email: '',
  dob: ERASED_DOB,
  gender: '',
  city: '',
  tehsil: '',
  district: '',
  state: '',
  pincode: '',
  address: '',
  erasedAt: when,
});

/** Gateway payloads may repeat the payer's email and phone; the trail keeps only what happened, not who. */
async function erasePaymentDetails(db: Db, orderId: number): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ detail: { erased: true } })
    .where(and(eq(paymentEvents.orderId, orderId), isNotNull(paymentEvents.detail)));
  // Addresses the office sent copies of the receipt to are the person's too (a copy not yet sent is then skipped).
  await db
    .update(mailOutbox)
    .set({ toAddress: '' })
    .where(and(eq(mailOutbox.orderId, orderId), isNotNull(mailOutbox.toAddress)));
}

export async function eraseMembership(db: Db, id: number, when: Date) {
  const row = await findMembershipRecord(db, id);
  if (!row) return null;
  await db
    .update(memberships)
    .set({
      ...blankPerson(when),
      photoKey: null,
      identityKey: null,
      identityDeletedAt: row.person.identityKey ? when : row.person.identityDeletedAt,
    })
    .where(eq(memberships.id, id));
  await erasePaymentDetails(db, row.order.id);
  return {
    orderId: row.order.id,
    files: [row.person.photoKey, row.person.identityKey].filter((key): key is string => key !== null),
  };
}

export async function eraseDonation(db: Db, id: number, when: Date) {
  const row = await findDonationRecord(db, id);
  if (!row) return null;
  await db
    .update(donations)
    .set({ ...blankPerson(when), pan: '', updatesConsent: false })
    .where(eq(donations.id, id));
  await erasePaymentDetails(db, row.order.id);
  if (row.order.subscriptionId !== null) {
    // A charge of a monthly or yearly gift: the gift keeps a copy of the donor's details, so it goes too (amounts
    // and receipt numbers stay). The route refuses this while the gift may still charge (admin/books.ts
    // isChargeOfLiveGift): a later charge would copy the blanks into a receipt naming nobody.
    await db
      .update(subscriptions)
      .set({ ...blankPerson(when), pan: '', updatesConsent: false })
      .where(eq(subscriptions.id, row.order.subscriptionId));
  }
  return { orderId: row.order.id, files: [] as string[] };
}

/** An enquiry holds no money: erasing it deletes it. */
export async function eraseEnquiry(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return rows.length > 0;
}
