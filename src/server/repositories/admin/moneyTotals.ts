import { and, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderChannel, type OrderKind } from '../../db/schema';
import { indiaMidnight } from '../../admin/exports';
import {
  financialYearLabel,
  financialYearOf,
  todayInIndia,
  toIsoDate,
  type CalendarDate,
} from '../../../shared/dates';
import type {
  MoneyAmount,
  MoneyByType,
  MoneyMonth,
  MoneyPeriod,
  MoneyTotals,
} from '../../../shared/schemas/admin';

// The dashboard's rupee totals: paid money for today, this month and this financial year, and per month over the
// last twelve, by type (donation, membership) and channel (online, offline), all in India time. The database
// adds up paid orders per India day, type and channel; everything else is plain arithmetic over those rows
// (summariseMoney), so the rules sit in one tested function whatever the source of the rows.

export const MONEY_CHANNELS: readonly OrderChannel[] = ['online', 'offline'];
export const MONEY_TYPES: readonly OrderKind[] = ['donation', 'membership'];

/** Paid orders of one India day, type and channel. */
export interface DailyMoney {
  day: string; // YYYY-MM-DD in India
  type: OrderKind;
  channel: OrderChannel;
  count: number;
  basePaise: number;
  totalPaise: number;
}

// The answer's shapes are the console's contract (src/shared/schemas/admin.ts).
export type { MoneyAmount, MoneyByType, MoneyMonth, MoneyPeriod, MoneyTotals };

const zero = (): MoneyAmount => ({ count: 0, base_paise: 0, total_paise: 0 });
const zeroByType = (): MoneyByType => ({ donation: zero(), membership: zero(), all: zero() });

function add(into: MoneyByType, row: DailyMoney) {
  for (const amount of [into[row.type], into.all]) {
    amount.count += row.count;
    amount.base_paise += row.basePaise;
    amount.total_paise += row.totalPaise;
  }
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Year and month `back` months before the given one. */
function monthsBefore(date: CalendarDate, back: number): { year: number; month: number } {
  const index = date.year * 12 + (date.month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first India day the dashboard needs: the start of the financial year or of the oldest chart month. */
export function moneyWindowStart(today: CalendarDate): CalendarDate {
  const oldestMonth = monthsBefore(today, 11);
  const fy = financialYearOf(today);
  const fyStart = { year: fy, month: 4 };
  const first =
    fyStart.year * 12 + fyStart.month < oldestMonth.year * 12 + oldestMonth.month ? fyStart : oldestMonth;
  return { ...first, day: 1 };
}

/** Today, this month and this financial year, and the last twelve months, from per-day rows. */
export function summariseMoney(rows: readonly DailyMoney[], today: CalendarDate): MoneyTotals {
  const todayIso = toIsoDate(today);
  const fy = financialYearOf(today);
  const periodStarts = {
    today: todayIso,
    month: toIsoDate({ year: today.year, month: today.month, day: 1 }),
    financial_year: toIsoDate({ year: fy, month: 4, day: 1 }),
  } as const;
  const periods: MoneyPeriod[] = (Object.keys(periodStarts) as (keyof typeof periodStarts)[]).map(
    (period) => ({
      period,
      from: periodStarts[period],
      to: todayIso,
      ...zeroByType(),
      channels: { online: zeroByType(), offline: zeroByType() },
    }),
  );
  const months: MoneyMonth[] = Array.from({ length: 12 }, (_, index) => {
    const { year, month } = monthsBefore(today, 11 - index);
    return { month: monthKey(year, month), ...zeroByType() };
  });
  const monthIndex = new Map(months.map((month, index) => [month.month, index]));

  for (const row of rows) {
    // ISO dates compare as text; a row after today (a clock ahead of India) counts in no period.
    if (row.day > todayIso) continue;
    for (const period of periods) {
      if (row.day < period.from) continue;
      add(period, row);
      add(period.channels[row.channel], row);
    }
    const index = monthIndex.get(row.day.slice(0, 7));
    if (index !== undefined) add(months[index], row);
  }
  return { today: todayIso, financial_year: financialYearLabel(fy), periods, months };
}

/** A paid order's India day: the offset is fixed (India keeps no daylight saving), so no time zone data is needed. */
const indiaDay = sql<string>`to_char((${orders.paidAt} AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * Paid orders per India day, type and channel between two instants. Sandbox payments stay out unless asked for,
 * and so does an order whose receipt the office cancelled without re-issuing it (that money counts nowhere).
 */
export async function dailyMoney(
  db: Db,
  range: { start: Date; end: Date },
  includeTest: boolean,
): Promise<DailyMoney[]> {
  const conditions: SQL[] = [
    eq(orders.status, 'paid'),
    isNull(orders.receiptCancelledAt),
    gte(orders.paidAt, range.start),
    lt(orders.paidAt, range.end),
  ];
  if (!includeTest) conditions.push(ne(orders.gateway, 'sandbox'));
  const rows = await db
    .select({
      day: indiaDay,
      type: orders.kind,
      channel: orders.channel,
      count: sql<number>`count(*)::int`,
      basePaise: sql<string>`sum(${orders.basePaise})::bigint`,
      totalPaise: sql<string>`sum(${orders.totalPaise})::bigint`,
    })
    .from(orders)
    .where(and(...conditions))
    .groupBy(indiaDay, orders.kind, orders.channel);
  return rows.map((row) => ({
    day: row.day,
    type: row.type,
    channel: row.channel,
    count: Number(row.count),
    basePaise: Number(row.basePaise),
    totalPaise: Number(row.totalPaise),
  }));
}

/** The dashboard's money figures at `now`. */
export async function moneyTotals(
  db: Db,
  options: { includeTest: boolean; now?: Date },
): Promise<MoneyTotals> {
  const today = todayInIndia(options.now ?? new Date());
  const start = moneyWindowStart(today);
  const rows = await dailyMoney(
    db,
    {
      start: indiaMidnight(start.year, start.month, start.day),
      end: indiaMidnight(today.year, today.month, today.day + 1),
    },
    options.includeTest,
  );
  return summariseMoney(rows, today);
}
