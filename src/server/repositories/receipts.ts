import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { findDonationByOrderId, type DonationRow } from './donations';
import { findMembershipByOrderId, type MembershipRow } from './memberships';
import type { OrderRow } from './orders';

// Everything a receipt (PDF and email) is made from, read from the records: receipts are generated on demand.

export type ReceiptRecord =
  | { kind: 'membership'; order: OrderRow; person: MembershipRow; sabhaAddress: string }
  | { kind: 'donation'; order: OrderRow; person: DonationRow; sabhaAddress: string };

export async function loadReceiptRecord(db: Db, order: OrderRow): Promise<ReceiptRecord | null> {
  const [settings] = await db
    .select({ contactAddress: siteSettings.contactAddress })
    .from(siteSettings)
    .orderBy(asc(siteSettings.id))
    .limit(1);
  const sabhaAddress = settings?.contactAddress ?? '';
  if (order.kind === 'membership') {
    const person = await findMembershipByOrderId(db, order.id);
    return person ? { kind: 'membership', order, person, sabhaAddress } : null;
  }
  const person = await findDonationByOrderId(db, order.id);
  return person ? { kind: 'donation', order, person, sabhaAddress } : null;
}
