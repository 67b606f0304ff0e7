import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

/** The PostgreSQL server the tests create their databases on (trust auth on the project machines). */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const REACHABLE_CACHE = 'DBJS_TEST_POSTGRES_REACHABLE';

/**
 * Whether PostgreSQL answers. Checked synchronously (jest declares suites synchronously) in a child process,
 * once per jest worker: the answer is kept in the worker's environment.
 */
export function postgresReachable(): boolean {
  const cached = process.env[REACHABLE_CACHE];
  if (cached !== undefined) return cached === 'yes';
  const probe =
    "const { Client } = require('pg');" +
    'const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });' +
    'client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));';
  const result = spawnSync(process.execPath, ['-e', probe, TEST_DATABASE_URL], {
    cwd: path.resolve(__dirname, '../../..'),
    timeout: 10_000,
    stdio: 'ignore',
  });
  const reachable = result.status === 0;
  process.env[REACHABLE_CACHE] = reachable ? 'yes' : 'no';
  return reachable;
}

/** Creates an empty database with a random name and answers its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dbjs_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
