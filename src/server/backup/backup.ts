import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

// npm run backup / npm run restore: one file holds every table's rows and the files under DATA_DIR (encrypted
// identity files, public uploads, keys, queued mails), so a backup taken on PGlite restores on PostgreSQL and the
// other way round. Rows are read and written through Drizzle; a restore goes into an empty, migrated database,
// parents before children, and moves each id sequence past the highest id restored.

export const BACKUP_FORMAT = 'dbjs-backup';
export const BACKUP_VERSION = 1;
/** DATA_DIR folders a backup carries; the embedded database itself travels as rows. */
export const BACKED_UP_FOLDERS = ['keys', 'private', 'uploads', 'outbox'];

interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  tables: Record<string, Array<Record<string, unknown>>>;
  files: Record<string, string>;
}

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
function tablesInDependencyOrder(): PgTable[] {
  const byName = new Map(TABLES.map((table) => [getTableConfig(table).name, table]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, trail: Set<string>) => {
    const config = getTableConfig(table);
    if (ordered.includes(table) || trail.has(config.name)) return;
    trail.add(config.name);
    for (const key of config.foreignKeys) {
      const parent = byName.get(getTableConfig(key.reference().foreignTable).name);
      if (parent && parent !== table) visit(parent, trail);
    }
    ordered.push(table);
  };
  for (const table of TABLES) visit(table, new Set());
  return ordered;
}

function walkFiles(root: string, folder: string, into: Record<string, string>): void {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    into[path.relative(root, full).split(path.sep).join('/')] = fs.readFileSync(full).toString('base64');
  }
}

/** Writes a gzip'd backup of the database and DATA_DIR's files to `file`; answers what it holds. */
export async function writeBackup(
  db: Db,
  dataDir: string,
  file: string,
): Promise<{ rows: number; files: number }> {
  const tables: BackupFile['tables'] = {};
  let rows = 0;
  // One transaction: every table is read at the same moment.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    for (const table of tablesInDependencyOrder()) {
      const found = (await tx.select().from(table)) as Array<Record<string, unknown>>;
      tables[getTableConfig(table).name] = found;
      rows += found.length;
    }
  });
  const files: Record<string, string> = {};
  for (const folder of BACKED_UP_FOLDERS) walkFiles(dataDir, folder, files);
  const backup: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    tables,
    files,
  };
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(backup)), { mode: 0o600, flag: 'wx' });
  return { rows, files: Object.keys(files).length };
}

function readBackup(file: string): BackupFile {
  let parsed: BackupFile;
  try {
    parsed = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as BackupFile;
  } catch {
    throw new Error(`${file} is not a backup made by npm run backup.`);
  }
  if (parsed?.format !== BACKUP_FORMAT || parsed.version !== BACKUP_VERSION) {
    throw new Error(`${file} is not a backup of this version (format ${BACKUP_FORMAT} ${BACKUP_VERSION}).`);
  }
  return parsed;
}

/** JSON carries timestamps as text; Drizzle's timestamp columns want Date objects back. */
function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const revived: Record<string, unknown> = { ...row };
  for (const column of getTableConfig(table).columns) {
    const key = Object.entries(table).find(([, value]) => value === column)?.[0];
    if (key && column.dataType === 'date' && typeof revived[key] === 'string') {
      revived[key] = new Date(revived[key] as string);
    }
  }
  return revived;
}

/** Restores a backup into an empty database and DATA_DIR; refuses a database that already holds content. */
export async function restoreBackup(
  db: Db,
  dataDir: string,
  file: string,
): Promise<{ rows: number; files: number }> {
  const backup = readBackup(file);
  const ordered = tablesInDependencyOrder();
  let rows = 0;
  await db.transaction(async (tx) => {
    for (const table of ordered) {
      const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(table)) as Array<{
        n: number;
      }>;
      if (n > 0) {
        throw new Error(
          `The database is not empty (table ${getTableConfig(table).name} has rows): restore into a new database.`,
        );
      }
    }
    for (const table of ordered) {
      const name = getTableConfig(table).name;
      const tableRows = (backup.tables[name] ?? []).map((row) => revive(table, row));
      for (let start = 0; start < tableRows.length; start += 200) {
        await tx.insert(table).values(tableRows.slice(start, start + 200));
      }
      rows += tableRows.length;
      const serial = getTableConfig(table).columns.find((column) => column.columnType === 'PgSerial');
      if (serial && tableRows.length > 0) {
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('"${name}"', '${serial.name}'), (SELECT max("${serial.name}") FROM "${name}"))`,
          ),
        );
      }
    }
  });
  for (const [relative, base64] of Object.entries(backup.files)) {
    const target = path.resolve(dataDir, relative);
    // Only the folders a backup carries, never a path that climbs out of DATA_DIR.
    if (!BACKED_UP_FOLDERS.some((folder) => target.startsWith(path.resolve(dataDir, folder) + path.sep)))
      continue;
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    fs.writeFileSync(target, Buffer.from(base64, 'base64'), { mode: 0o600 });
  }
  return { rows, files: Object.keys(backup.files).length };
}
