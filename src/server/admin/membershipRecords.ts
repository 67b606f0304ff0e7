import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, orders, type MembershipApproval } from '../db/schema';
import { nextReceiptSerial, receiptCounterValue } from '../repositories/orders';
import { writeAudit } from './audit';

// Membership records (docs/product.md "Membership records"): a paid membership waits for the office's approval;
// approving gives the member a number from one gap-free series that never restarts and is never reused, and
// rejecting records a reason (no money moves: a refund is the office's separate step). The member card is
// admin/memberCard.ts.

/**
 * The counter row of receipt_counters that numbers members. Membership numbers do not restart each financial year
 * (a member keeps theirs for life), so the row's financial_year is always 0. Sandbox memberships take numbers of
 * a series of their own, as their receipts do, and never one of the Sabha's.
 */
export const MEMBER_NUMBER_SERIES = 'member-number';
export const TEST_MEMBER_NUMBER_SERIES = 'test-member-number';
const NUMBER_YEAR = 0;

/** 'DBJS/M/000123' (sandbox: 'DBJS/TEST/M/000123'). Receipt numbers carry a financial year; these never do. */
export function formatMembershipNumber(serial: number, options: { test?: boolean } = {}): string {
  return `${options.test ? 'DBJS/TEST' : 'DBJS'}/M/${String(serial).padStart(6, '0')}`;
}

export const APPROVED_MESSAGE = 'The membership is approved.';
export const REJECTED_MESSAGE = 'The membership is rejected. No money was refunded.';
export const NOT_PAID_MESSAGE = 'Only a paid membership can be approved or rejected.';
export const REFUNDED_MESSAGE = 'This membership was refunded: it cannot be approved.';
export const RECEIPT_CANCELLED_MESSAGE =
  'The receipt of this membership is cancelled: re-issue it before approving the membership.';
export const ERASED_MESSAGE = "This member's personal data was erased.";
export const alreadyDecidedMessage = (approval: MembershipApproval, number: string | null) =>
  approval === 'approved'
    ? `This membership is already approved (membership number ${number}).`
    : 'This membership is already rejected.';
export const CARD_NOT_APPROVED_MESSAGE = 'Only an approved membership has a member card.';

export interface ApprovalError {
  status: 404 | 409;
  message: string;
}

type MembershipRow = typeof memberships.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export function isApprovalError(value: unknown): value is ApprovalError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** The approval fields of a membership as the console API shows them. */
export function approvalView(row: MembershipRow) {
  return {
    approval: row.approval,
    membership_number: row.membershipNumber,
    approval_decided_at: row.approvalDecidedAt ? row.approvalDecidedAt.toISOString() : null,
    approval_decided_by: row.approvalDecidedBy,
    rejection_reason: row.rejectionReason,
  };
}

/** Locks the membership and its order until the transaction ends: two officers' clicks queue up here. */
async function lockMembership(tx: Db, id: number) {
  const [row] = await tx
    .select({ person: memberships, order: orders })
    .from(memberships)
    .innerJoin(orders, eq(memberships.orderId, orders.id))
    .where(eq(memberships.id, id))
    .for('update');
  return row;
}

function refusal(
  person: MembershipRow,
  order: OrderRow,
  deciding: 'approve' | 'reject',
): ApprovalError | null {
  if (person.approval !== 'awaiting') {
    return { status: 409, message: alreadyDecidedMessage(person.approval, person.membershipNumber) };
  }
  if (order.status !== 'paid') return { status: 409, message: NOT_PAID_MESSAGE };
  if (person.erasedAt) return { status: 409, message: ERASED_MESSAGE };
  if (deciding === 'approve' && order.refundedAt) return { status: 409, message: REFUNDED_MESSAGE };
  if (deciding === 'approve' && order.receiptCancelledAt) {
    return { status: 409, message: RECEIPT_CANCELLED_MESSAGE };
  }
  return null;
}

/**
 * The office's decision on an awaiting membership, in one transaction: the membership and its order locked, the
 * decision refused when it cannot be made, the row updated with `values` (made inside the transaction) and the
 * decision audited as `approve-membership` or `reject-membership`.
 */
async function decideMembership(
  db: Db,
  id: number,
  userId: number,
  deciding: 'approve' | 'reject',
  values: (tx: Db, order: OrderRow) => Promise<Partial<MembershipRow>>,
): Promise<MembershipRow | ApprovalError> {
  return db.transaction(async (tx) => {
    const found = await lockMembership(tx, id);
    if (!found) return { status: 404, message: 'This record could not be found.' } as ApprovalError;
    const refused = refusal(found.person, found.order, deciding);
    if (refused) return refused;
    const [row] = await tx
      .update(memberships)
      .set(await values(tx, found.order))
      .where(and(eq(memberships.id, id), eq(memberships.approval, 'awaiting')))
      .returning();
    await writeAudit(tx, { userId, action: `${deciding}-membership`, subject: `membership:${id}` });
    return row;
  });
}

/**
 * Approves a paid membership and gives it the next membership number, in one transaction: the counter row is
 * incremented there and stays locked until the commit, so two instances approving at once take consecutive
 * numbers, and a transaction that fails takes none (no gap).
 */
export function approveMembership(
  db: Db,
  id: number,
  userId: number,
  now: Date = new Date(),
): Promise<MembershipRow | ApprovalError> {
  return decideMembership(db, id, userId, 'approve', async (tx, order) => {
    const test = order.gateway === 'sandbox';
    const serial = await nextReceiptSerial(
      tx,
      test ? TEST_MEMBER_NUMBER_SERIES : MEMBER_NUMBER_SERIES,
      NUMBER_YEAR,
    );
    return {
      approval: 'approved',
      membershipNumber: formatMembershipNumber(serial, { test }),
      approvalDecidedAt: now,
      approvalDecidedBy: userId,
      rejectionReason: null,
    };
  });
}

/** Rejects a paid membership with the office's reason; the payment is left as it is. */
export function rejectMembership(
  db: Db,
  id: number,
  reason: string,
  userId: number,
  now: Date = new Date(),
): Promise<MembershipRow | ApprovalError> {
  return decideMembership(db, id, userId, 'reject', async () => ({
    approval: 'rejected',
    approvalDecidedAt: now,
    approvalDecidedBy: userId,
    rejectionReason: reason,
  }));
}

/**
 * The list filter `approval=awaiting|approved|rejected`. "Awaiting" means waiting for the office: paid, its receipt
 * standing (not cancelled, not refunded); an unpaid application waits for its payment, not for the office.
 */
export function approvalCondition(approval: MembershipApproval | undefined): SQL | undefined {
  if (!approval) return undefined;
  if (approval !== 'awaiting') return eq(memberships.approval, approval);
  return and(
    eq(memberships.approval, 'awaiting'),
    eq(orders.status, 'paid'),
    isNull(orders.receiptCancelledAt),
    isNull(orders.refundedAt),
    isNull(memberships.erasedAt),
  );
}

/** The dashboard's count of memberships awaiting approval (real money only unless includeTest). */
export async function countAwaitingApproval(
  db: Db,
  options: { includeTest?: boolean } = {},
): Promise<number> {
  const conditions = [approvalCondition('awaiting')!];
  if (!options.includeTest) conditions.push(ne(orders.gateway, 'sandbox'));
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(orders, eq(memberships.orderId, orders.id))
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/** The last membership number given in a series (0: none). */
export function lastMembershipSerial(db: Db, options: { test?: boolean } = {}): Promise<number> {
  return receiptCounterValue(
    db,
    options.test ? TEST_MEMBER_NUMBER_SERIES : MEMBER_NUMBER_SERIES,
    NUMBER_YEAR,
  );
}
