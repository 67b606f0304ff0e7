import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, memberships, orders } from '../../db/schema';
import { indiaMidnight } from '../../admin/exports';
import { todayInIndia, toIsoDate } from '../../../shared/dates';
import type { MoneyAmount, MoneyByType, UnpaidPeriod } from '../../../shared/schemas/admin';

// The dashboard's payments that did not go through: pending (checkout opened, nothing paid yet) and failed, today
// and this month in India time, per type. They are counted exactly as the donation and membership lists filter
// them (?status=...&from=...&to=...: the record's creation day in India, sandbox left out unless asked for), so a
// figure and the list its link opens always agree.

// The answer's shape is the console's contract (src/shared/schemas/admin.ts): per period, the asked-for gifts and
// fees (base_paise) and what the payer would have paid with the gateway charge and GST (total_paise).
export type { UnpaidPeriod };

const zero = (): MoneyAmount => ({ count: 0, base_paise: 0, total_paise: 0 });
const zeroByType = (): MoneyByType => ({ donation: zero(), membership: zero(), all: zero() });

async function unpaidOf(
  db: Db,
  table: typeof donations | typeof memberships,
  range: { start: Date; end: Date },
  includeTest: boolean,
) {
  const conditions: SQL[] = [
    inArray(orders.status, ['pending', 'failed']),
    gte(table.createdAt, range.start),
    lt(table.createdAt, range.end),
  ];
  if (!includeTest) conditions.push(ne(orders.gateway, 'sandbox'));
  const rows = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      base: sql<string>`coalesce(sum(${orders.basePaise}), 0)::bigint`,
      total: sql<string>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
    })
    .from(table)
    .innerJoin(orders, eq(table.orderId, orders.id))
    .where(and(...conditions))
    .groupBy(orders.status);
  return rows.map((row) => ({
    status: row.status as 'pending' | 'failed',
    count: Number(row.count),
    base_paise: Number(row.base),
    total_paise: Number(row.total),
  }));
}

/** Pending and failed payments today and this month, at `now`. */
export async function unpaidFigures(
  db: Db,
  options: { includeTest: boolean; now?: Date },
): Promise<UnpaidPeriod[]> {
  const today = todayInIndia(options.now ?? new Date());
  const end = indiaMidnight(today.year, today.month, today.day + 1);
  const periods = [
    { period: 'today' as const, first: today },
    { period: 'month' as const, first: { ...today, day: 1 } },
  ];
  return Promise.all(
    periods.map(async ({ period, first }) => {
      const range = { start: indiaMidnight(first.year, first.month, first.day), end };
      const figures: UnpaidPeriod = {
        period,
        from: toIsoDate(first),
        to: toIsoDate(today),
        pending: zeroByType(),
        failed: zeroByType(),
      };
      for (const [type, table] of [
        ['donation', donations],
        ['membership', memberships],
      ] as const) {
        for (const row of await unpaidOf(db, table, range, options.includeTest)) {
          for (const into of [figures[row.status][type], figures[row.status].all]) {
            into.count += row.count;
            into.base_paise += row.base_paise;
            into.total_paise += row.total_paise;
          }
        }
      }
      return figures;
    }),
  );
}
