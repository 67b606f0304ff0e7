import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offlinePayments, siteSettings } from '../db/schema';
import { findDonationByOrderId, type DonationRow } from './donations';
import { findMembershipByOrderId, type MembershipRow } from './memberships';
import type { OrderRow } from './orders';
import { getReceiptDetails, type StoredReceiptDetails } from './receiptDetails';

// Everything a receipt (PDF and email) is made from, read from the records when the receipt is issued.

/** The Sabha's legal details as printed (receipt_settings); absent: none entered. */
export type ReceiptLegal = Omit<StoredReceiptDetails, 'updatedAt'>;

export type OfflinePaymentRow = typeof offlinePayments.$inferSelect;

interface ReceiptExtras {
  /** How an offline gift or counter membership was paid (orders.channel 'offline'). */
  offline?: OfflinePaymentRow;
  /** The number of the cancelled receipt this one is re-issued in place of. */
  replacesNumber?: string;
}

export type ReceiptRecord = ReceiptExtras &
  (
    | { kind: 'membership'; order: OrderRow; person: MembershipRow; sabhaAddress: string; legal?: ReceiptLegal }
    | { kind: 'donation'; order: OrderRow; person: DonationRow; sabhaAddress: string; legal?: ReceiptLegal }
  );

export async function findOfflinePayment(db: Db, orderId: number): Promise<OfflinePaymentRow | undefined> {
  const [row] = await db.select().from(offlinePayments).where(eq(offlinePayments.orderId, orderId)).limit(1);
  return row;
}

export async function loadReceiptRecord(db: Db, order: OrderRow): Promise<ReceiptRecord | null> {
  const [settings] = await db
    .select({ contactAddress: siteSettings.contactAddress })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .limit(1);
  const sabhaAddress = settings?.contactAddress ?? '';
  const { updatedAt: _updatedAt, ...legal } = await getReceiptDetails(db);
  const offline = order.channel === 'offline' ? await findOfflinePayment(db, order.id) : undefined;
  if (order.kind === 'membership') {
    const person = await findMembershipByOrderId(db, order.id);
    return person ? { kind: 'membership', order, person, sabhaAddress, legal, offline } : null;
  }
  const person = await findDonationByOrderId(db, order.id);
  return person ? { kind: 'donation', order, person, sabhaAddress, legal, offline } : null;
}
