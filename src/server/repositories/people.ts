import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PERSON_FIELDS, type donations, type memberships, type PersonField } from '../db/schema';
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

/** A person's details as the forms gave them, copied from a row that has them (a subscription's, for its charges). */
export function personDetailsOf<Row extends Record<PersonField, unknown>>(row: Row): Pick<Row, PersonField> {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, row[field]])) as Pick<Row, PersonField>;
}
