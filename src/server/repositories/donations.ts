import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations } from '../db/schema';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

export async function insertDonation(tx: Db, values: NewDonation): Promise<DonationRow> {
  const [row] = await tx.insert(donations).values(values).returning();
  return row;
}

export async function findDonationByOrderId(db: Db, orderId: number): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.orderId, orderId)).limit(1);
  return row;
}
