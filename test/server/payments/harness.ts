import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SLOW_HOOK_MS, startTestServer, type TestServer } from '../helpers/harness';
import { postgresReachable, TEST_DATABASE_URL } from '../helpers/postgres';

// The payments suites on the shared server harness (test/server/helpers): each suite runs once on a fresh
// in-memory PGlite and once on a fresh PostgreSQL database; without PostgreSQL that half is skipped on a
// developer's machine and FAILS in CI. Two additions for payments: the environment may be computed when the
// suite starts (a gateway emulator's port), and payment tables and the outbox are emptied before each test,
// so every test starts its receipt series at 00001.

export type TestContext = TestServer;

export interface SuiteOptions {
  /** Extra environment for loadConfig (gateway keys, webhook secret, ...); a function is read in beforeAll. */
  env?: Record<string, string> | (() => Record<string, string>);
}

export function describeOnBothDatabases(
  title: string,
  body: (context: () => TestContext) => void,
  options: SuiteOptions = {},
): void {
  const extraEnv = () => (typeof options.env === 'function' ? options.env() : (options.env ?? {}));
  for (const driver of ['pglite', 'postgres'] as const) {
    const label = `${title} [${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}]`;
    const unavailable = driver === 'postgres' && !postgresReachable();
    if (unavailable && !process.env.CI) {
      describe.skip(`${label}: PostgreSQL unreachable at ${TEST_DATABASE_URL}`, () =>
        body(() => {
          throw new Error('skipped');
        }));
      continue;
    }
    describe(label, () => {
      let server: (TestServer & { stop(): Promise<void> }) | undefined;

      beforeAll(async () => {
        if (unavailable) {
          throw new Error(
            `PostgreSQL at ${TEST_DATABASE_URL} is unreachable; in CI the PostgreSQL variant must run.`,
          );
        }
        server = await startTestServer(driver, { seed: false, env: extraEnv() });
      }, SLOW_HOOK_MS);

      beforeEach(async () => {
        if (!server) return;
        await server.db.execute(
          sql`TRUNCATE payment_events, memberships, donations, orders, receipt_counters, sandbox_payments, sandbox_orders RESTART IDENTITY CASCADE`,
        );
        fs.rmSync(path.join(server.dataDir, 'outbox'), { recursive: true, force: true });
      });

      afterAll(async () => {
        await server?.stop();
      }, SLOW_HOOK_MS);

      body(() => {
        if (!server) throw new Error('the test server did not start');
        return server;
      });
    });
  }
}
