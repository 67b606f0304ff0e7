import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { firstRow, insertRow } from './rows';

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;

export function insertMembership(tx: Db, values: NewMembership): Promise<MembershipRow> {
  return insertRow(tx, memberships, values);
}

export function findMembershipByOrderId(db: Db, orderId: number): Promise<MembershipRow | undefined> {
  return firstRow(db, memberships, eq(memberships.orderId, orderId));
}
