import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;

export async function insertMembership(tx: Db, values: NewMembership): Promise<MembershipRow> {
  const [row] = await tx.insert(memberships).values(values).returning();
  return row;
}

export async function findMembershipByOrderId(db: Db, orderId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.orderId, orderId)).limit(1);
  return row;
}
