import crypto from 'node:crypto';
import fs from 'node:fs';
import nodeModule from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from '../../../src/server/db/client';
import { seedIfEmpty } from '../../../src/server/db/seed';
import { createTestDatabase, postgresReachable, TEST_DATABASE_URL } from './postgres';

// Server tests run the real app (app.inject) once on embedded PGlite and once on PostgreSQL, each on a fresh
// database of its own. Without PostgreSQL the second variant is skipped with a warning, except in CI, where
// it fails.

// PGlite loads its WebAssembly parts with dynamic import(), which jest's module sandbox refuses without
// --experimental-vm-modules. Node's own loader (Module._load, outside the sandbox) has no such limit, so the
// tests hand the app a PGlite loaded from there.
jest.mock('@electric-sql/pglite', () =>
  (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load(
    require.resolve('@electric-sql/pglite'),
    null,
    false,
  ),
);

export type Driver = 'pglite' | 'postgres';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: AppConfig;
  dataDir: string;
  driver: Driver;
}

export interface HarnessOptions {
  /** Seed the demo content before the app is built (default true). */
  seed?: boolean;
  /**
   * Extra environment for loadConfig, for example { FORM_RATE_LIMIT: '3' }; a function is read when the server
   * starts (a gateway emulator's port is known only then).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Runs before each test of a describeEachDatabase suite (the payment suites empty their tables). */
  beforeEach?: (server: TestServer) => Promise<void>;
}

export const SLOW_HOOK_MS = 120_000;

export function makeTempDir(prefix = 'dbjs-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', FORM_RATE_LIMIT: '1000', ...env });
}

/**
 * A dump of an in-memory PGlite database with every migration applied, kept in the temporary folder under a
 * hash of the migrations and PGlite's version, so every test file of every run starts its database from it
 * (a new cluster costs about 2 s; loading the dump a third of that). Written to a temporary name, then renamed,
 * so parallel workers never read half a file.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = crypto.createHash('sha256');
  hash.update(
    fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json')),
  );
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const templateFile = path.join(os.tmpdir(), `dbjs-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(templateFile)) return new Blob([fs.readFileSync(templateFile)]);
  const fresh = await openDatabase({ dataDir: null });
  try {
    const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${templateFile}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templateFile);
    return dump;
  } finally {
    await fresh.close();
  }
}

export async function startTestServer(
  driver: Driver,
  options: HarnessOptions = {},
): Promise<TestServer & { stop(): Promise<void> }> {
  const dataDir = makeTempDir();
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = testConfig(dataDir, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(typeof options.env === 'function' ? options.env() : options.env),
  });
  // In memory for PGlite: nothing to clean up on disk, and faster.
  const database = await openDatabase({
    databaseUrl,
    dataDir: null,
    inMemoryTemplate: databaseUrl ? undefined : await migratedPgliteTemplate(),
  });
  if (options.seed ?? true) await seedIfEmpty(database.db, config);
  const app = await buildApp({ config, database, logger: false, serveSite: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    driver,
    stop: async () => {
      await app.close();
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Declares `title [PGlite]` and `title [PostgreSQL]`, each with its own fresh database and app.
 * Inside, `server()` answers the running TestServer.
 */
export function describeEachDatabase(
  title: string,
  body: (server: () => TestServer) => void,
  options: HarnessOptions = {},
): void {
  for (const driver of ['pglite', 'postgres'] as const) {
    const label = `${title} [${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}]`;
    if (driver === 'postgres' && !postgresReachable()) {
      if (process.env.CI) {
        describe(label, () => {
          it('needs PostgreSQL', () => {
            throw new Error(
              `PostgreSQL at ${TEST_DATABASE_URL} is unreachable; in CI the PostgreSQL variant must run.`,
            );
          });
        });
      } else {
        console.warn(
          `PostgreSQL at ${TEST_DATABASE_URL} is unreachable: skipping "${label}" (set TEST_DATABASE_URL).`,
        );
        describe.skip(label, () =>
          body(() => {
            throw new Error('skipped');
          }),
        );
      }
      continue;
    }
    describe(label, () => {
      let current: (TestServer & { stop(): Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await startTestServer(driver, options);
      }, SLOW_HOOK_MS);
      afterAll(async () => {
        await current?.stop();
      }, SLOW_HOOK_MS);
      const { beforeEach: prepare } = options;
      if (prepare) {
        beforeEach(async () => {
          if (current) await prepare(current);
        });
      }
      body(() => {
        if (!current) throw new Error('the test server did not start');
        return current;
      });
    });
  }
}

/** Empties every public content table (and enquiries), as on a database nobody has filled yet. */
export async function emptyContent(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE site_settings, news, events, board_members, awards, categories, presidents, matrimony_cards, enquiries RESTART IDENTITY CASCADE`,
  );
}

/** A database stand-in for tests that never reach the database, or that need it to fail. */
export function fakeDatabase(options: { failing?: boolean } = {}): Database {
  const methods = ['execute', 'select', 'insert', 'update', 'delete', 'transaction', 'query'];
  const db = Object.fromEntries(
    methods.map((name) => [
      name,
      options.failing
        ? () => Promise.reject(new Error('database unavailable'))
        : () => {
            throw new Error(`fakeDatabase: ${name} was not expected in this test`);
          },
    ]),
  ) as unknown as Db;
  return { db, driver: 'pglite', close: async () => undefined };
}

/**
 * The app on fakeDatabase() with its data in `dataDir` (a fresh temporary folder unless given), API only unless
 * `options` say otherwise: for what needs no real database.
 */
export function appOnStandIn(
  dataDir = makeTempDir(),
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(dataDir),
    database: fakeDatabase(),
    logger: false,
    serveSite: false,
    ...options,
  });
}

/** Writes `content` to `relative` under `root`, making its folders. */
export function writeFileUnder(root: string, relative: string, content: string | Buffer): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The directives of a response's Content-Security-Policy header, each with its values. */
export function cspOf(headers: Record<string, unknown>): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}
