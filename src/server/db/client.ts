import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { secureDataDir } from '../storage/dataDir';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
/** Advisory lock held while migrating a PostgreSQL database (any constant; the jobs use others). */
const MIGRATION_LOCK = 7_311_899_000;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite with its files under `dataDir/pglite`
 * (or in memory when dataDir is null, for tests). Migrations run before the database is handed out. DATA_DIR is
 * made private to this user first (0700 folders, 0600 files).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /**
   * In memory only: a dump (PGlite's dumpDataDir) to start from instead of a new cluster. The tests start a
   * hundred databases from one already migrated: creating a cluster costs about 2 s, loading a dump a third.
   */
  inMemoryTemplate?: Blob;
}): Promise<Database> {
  // DATA_DIR keeps private files with either database, and the embedded database itself with PGlite.
  if (options.dataDir) secureDataDir(options.dataDir);
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its connection emits 'error'; without a listener that would end the process.
    pool.on('error', () => undefined);
    const db = drizzle({ client: pool, schema });
    // Several instances may start at once on a new database: one migrates while the others wait for its lock,
    // then find nothing left to do.
    const connection = await pool.connect();
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      connection.release();
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  // One process at a time on DATA_DIR's embedded database: the server, or one of the commands (admin, backup,
  // reconcile), never two (see dataDirLock.ts). Throws DatabaseInUseError while another process holds it.
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    lock = acquireDataDirLock(options.dataDir);
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(options.inMemoryTemplate ? { loadDataDir: options.inMemoryTemplate } : {});
  }
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  // PGlite's file layer sets modes of its own (0644 and more) on files it creates; the 0700 folder already keeps
  // others out, and the files are tightened again once open and once closed.
  const tightenAgain = () => {
    if (options.dataDir) secureDataDir(options.dataDir);
  };
  tightenAgain();
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
      tightenAgain();
    },
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
