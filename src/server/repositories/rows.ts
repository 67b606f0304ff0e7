import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// The one-row reads and writes most tables need. Drizzle cannot type a query over a table it is only given as a
// parameter, so each answer is typed here by the table itself ($inferSelect: the row as the table defines it).

type RowOf<Table extends PgTable> = Table['$inferSelect'];

/** Inserts one row and returns it as stored (defaults and serial id filled in). */
export async function insertRow<Table extends PgTable>(
  tx: Db,
  table: Table,
  values: Table['$inferInsert'],
): Promise<RowOf<Table>> {
  const [row] = await tx.insert(table).values(values).returning();
  return row as RowOf<Table>;
}

/** The first row that matches, if any. */
export async function firstRow<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
): Promise<RowOf<Table> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as RowOf<Table> | undefined;
}

/** The matching row, locked until the transaction ends (callers that settle the same row queue up behind it). */
export async function lockRow<Table extends PgTable>(
  tx: Db,
  table: Table,
  where: SQL | undefined,
): Promise<RowOf<Table> | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return row as RowOf<Table> | undefined;
}
