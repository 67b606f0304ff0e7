import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations } from '../db/schema';
import { firstRow, insertRow } from './rows';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

export function insertDonation(tx: Db, values: NewDonation): Promise<DonationRow> {
  return insertRow(tx, donations, values);
}

export function findDonationByOrderId(db: Db, orderId: number): Promise<DonationRow | undefined> {
  return firstRow(db, donations, eq(donations.orderId, orderId));
}
