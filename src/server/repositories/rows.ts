import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { DbOrTx } from './types';

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

/** Inserts one row and answers only its serial id (the content tables' adds). */
export async function insertId<Table extends PgTable & { id: PgColumn }>(
  db: DbOrTx,
  table: Table,
  values: Table['$inferInsert'],
): Promise<number> {
  const [row] = await (db as Db)
    .insert(table)
    .values(values)
    .returning({ id: table.id as PgColumn });
  return row.id as number;
}

/**
 * The first row that matches, if any; with `lock`, every matching row is locked until the transaction ends (callers
 * that settle the same row queue up behind each other).
 */
export async function firstRow<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  options: { lock?: boolean } = {},
): Promise<RowOf<Table> | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = options.lock ? await query.for('update') : await query.limit(1);
  return row as RowOf<Table> | undefined;
}

export function lockRow<Table extends PgTable>(tx: Db, table: Table, where: SQL | undefined) {
  return firstRow(tx, table, where, { lock: true });
}

/** Every row that matches, in the order given. */
export async function rowsWhere<Table extends PgTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  ...orderBy: SQL[]
): Promise<RowOf<Table>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy);
  return rows as RowOf<Table>[];
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * The office's save of a content row: inserts `values` when id is null, otherwise updates row `id` with them (a
 * column left out keeps its value). Answers the row as stored; undefined when row `id` is gone.
 */
export async function saveRow<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: number | null,
  values: Partial<Table['$inferInsert']>,
): Promise<RowOf<Table> | undefined> {
  const anyTable = table as TableWithId;
  const [row] =
    id === null
      ? await db
          .insert(anyTable)
          .values(values as TableWithId['$inferInsert'])
          .returning()
      : await db
          .update(anyTable)
          .set(values as TableWithId['$inferInsert'])
          .where(eq(table.id, id))
          .returning();
  return row as RowOf<Table> | undefined;
}

/** Deletes row `id`; answers it as it was, or null when there was none. */
export async function deleteRow<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: number,
): Promise<RowOf<Table> | null> {
  const [row] = await db
    .delete(table as TableWithId)
    .where(eq(table.id, id))
    .returning();
  return (row as RowOf<Table> | undefined) ?? null;
}
