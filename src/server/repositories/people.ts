import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { donations, memberships } from '../db/schema';
import { firstRow, insertRow } from './rows';

/**
 * The rows of a donation's or a membership's person (one a paid order), written with the order and read by it:
 * both tables have the same person columns and one row per order.
 */
export function personRows<Table extends typeof donations | typeof memberships>(table: Table) {
  return {
    insert: (tx: Db, values: Table['$inferInsert']) => insertRow(tx, table, values),
    findByOrderId: (db: Db, orderId: number) => firstRow(db, table, eq(table.orderId, orderId)),
  };
}
