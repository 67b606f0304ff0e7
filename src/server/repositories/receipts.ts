import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { findDonationByOrderId, type DonationRow } from './donations';
import { findMembershipByOrderId, type MembershipRow } from './memberships';
import type { OrderRow } from './orders';
import { getReceiptDetails, type StoredReceiptDetails } from './receiptDetails';

// Everything a receipt (PDF and email) is made from, read from the records when the receipt is issued.

/** The Sabha's legal details as printed (receipt_settings); absent: none entered. */
export type ReceiptLegal = Omit<StoredReceiptDetails, 'updatedAt'>;

export type ReceiptRecord =
  | { kind: 'membership'; order: OrderRow; person: MembershipRow; sabhaAddress: string; legal?: ReceiptLegal }
  | { kind: 'donation'; order: OrderRow; person: DonationRow; sabhaAddress: string; legal?: ReceiptLegal };

export async function loadReceiptRecord(db: Db, order: OrderRow): Promise<ReceiptRecord | null> {
  const [settings] = await db
    .select({ contactAddress: siteSettings.contactAddress })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .limit(1);
  const sabhaAddress = settings?.contactAddress ?? '';
  const { updatedAt: _updatedAt, ...legal } = await getReceiptDetails(db);
  if (order.kind === 'membership') {
    const person = await findMembershipByOrderId(db, order.id);
    return person ? { kind: 'membership', order, person, sabhaAddress, legal } : null;
  }
  const person = await findDonationByOrderId(db, order.id);
  return person ? { kind: 'donation', order, person, sabhaAddress, legal } : null;
}
