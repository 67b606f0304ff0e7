import { JOB_LOCKS, runExclusively } from '../../../src/server/db/exclusive';
import { openDatabase } from '../../../src/server/db/client';
import { createTestDatabase, postgresReachable } from '../helpers/postgres';

// The reconciler and retention run on one instance at a time when several share a PostgreSQL database.

const postgresTest = postgresReachable() || process.env.CI ? it : it.skip;

postgresTest(
  'a job another instance is running skips its turn, and runs again once the other has finished',
  async () => {
    const created = await createTestDatabase();
    // Two instances: two connection pools on one database.
    const a = await openDatabase({ databaseUrl: created.url, dataDir: null });
    const b = await openDatabase({ databaseUrl: created.url, dataDir: null });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const first = runExclusively(a.db, { shared: true, lock: JOB_LOCKS.reconciler }, async () => {
        started();
        await held;
        return 'a ran';
      });
      await running;
      expect(
        await runExclusively(b.db, { shared: true, lock: JOB_LOCKS.reconciler }, async () => 'b ran'),
      ).toBeNull();
      // Another job's lock is free.
      expect(
        await runExclusively(b.db, { shared: true, lock: JOB_LOCKS.retention }, async () => 'retention'),
      ).toBe('retention');
      release();
      expect(await first).toBe('a ran');
      expect(
        await runExclusively(b.db, { shared: true, lock: JOB_LOCKS.reconciler }, async () => 'b ran'),
      ).toBe('b ran');
    } finally {
      await a.close();
      await b.close();
      await created.drop();
    }
  },
  120_000,
);

it('runs the job at once on the embedded database, which has one user', async () => {
  const database = await openDatabase({ dataDir: null });
  try {
    expect(
      await runExclusively(database.db, { shared: false, lock: JOB_LOCKS.reconciler }, async () => 42),
    ).toBe(42);
  } finally {
    await database.close();
  }
}, 120_000);
