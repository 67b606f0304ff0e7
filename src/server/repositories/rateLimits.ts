import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// Fixed-window counters shared by every instance through the database: one upsert per hit.

export interface WindowCount {
  count: number;
  windowEnd: Date;
}

/** Counts one hit for `key` in its current window (a new window starts when the last one has ended). */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<WindowCount> {
  const at = now.toISOString();
  const next = new Date(now.getTime() + windowMs).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEnd: new Date(next) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowEnd} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowEnd: sql`CASE WHEN ${rateLimits.windowEnd} <= ${at} THEN ${next}::timestamptz ELSE ${rateLimits.windowEnd} END`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.windowEnd });
  return row;
}

/** The hits of `key` in its current window (0 once the window has ended). */
export async function currentCount(db: Db, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEnd, now)));
  return row?.count ?? 0;
}

export async function clearCount(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended before `before` (they would restart at 1 anyway). */
export async function deleteEndedCounts(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEnd, before));
}
