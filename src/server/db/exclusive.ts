import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Periodic jobs (the reconciler, retention) run on one instance at a time when several share a PostgreSQL
// database: each run first takes a transaction-level advisory lock and skips its turn when another instance holds
// it. The embedded PGlite has one user at a time, so there the job simply runs (a transaction held open there
// would block the job's own queries).

/** Advisory lock keys of the periodic jobs; any constant 64-bit numbers, one per job. */
export const JOB_LOCKS = { reconciler: 7_311_899_001, retention: 7_311_899_002 } as const;

/** Runs `job` unless another instance is running the same job now; answers null when it skipped its turn. */
export async function runExclusively<T>(
  db: Db,
  options: { shared: boolean; lock: number },
  job: () => Promise<T>,
): Promise<T | null> {
  if (!options.shared) return job();
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${options.lock}) AS locked`);
    const [row] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    return row?.locked ? job() : null;
  });
}
