import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { DbOrTx } from './types';

// The lists' pages (the console's lists and the public event list) and their searches, one way everywhere.

export interface Paging {
  page: number;
  perPage: number;
}

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  total_pages: number;
}

export function paged<T>(data: T[], total: number, paging: Paging): Paged<T> {
  return { data, total, page: paging.page, total_pages: Math.ceil(total / paging.perPage) };
}

/** `text` for a LIKE pattern: its own % _ and \ taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * One page of the rows of `table` that match `where`, in the order given, and how many match in all. Drizzle
 * cannot type a query over a table it is only given as a parameter, so the rows are typed by the table itself.
 */
export async function pageOfRows<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  where: SQL | undefined,
  paging: Paging,
  ...orderBy: SQL[]
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const [{ count }] = await (db as Db)
    .select({ count: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(where);
  const rows = await (db as Db)
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return { rows: rows as Table['$inferSelect'][], total: Number(count) };
}
