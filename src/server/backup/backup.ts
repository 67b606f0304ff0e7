import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import {
  contentTypeOfKey,
  FILE_FOLDERS,
  fileBackendFor,
  isFileKey,
  type StorageConfig,
} from '../storage/storedFiles';

// npm run backup / npm run restore: one file holds every table's rows and the stored files (encrypted identity
// files, public uploads) with DATA_DIR's keys and queued mails, so a backup taken on PGlite restores on PostgreSQL
// and the other way round. Rows are read and written through Drizzle; a restore goes into an empty, migrated
// database, parents before children, and moves each id sequence past the highest id restored.
// Stored files travel under their keys (`private/...`, `uploads/...`), never as stored_files rows: on PostgreSQL
// they are rows of stored_files, on PGlite files under DATA_DIR, and a restore puts each where the target keeps
// them.

export const BACKUP_FORMAT = 'dbjs-backup';
export const BACKUP_VERSION = 1;
/** DATA_DIR folders a backup carries; the embedded database itself travels as rows. */
export const BACKED_UP_FOLDERS = ['keys', 'private', 'uploads', 'outbox'];
/** Folders whose files live in the file backend (the database on PostgreSQL); the others stay in DATA_DIR. */
const STORED_FOLDERS: readonly string[] = FILE_FOLDERS;

interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  tables: Record<string, Array<Record<string, unknown>>>;
  files: Record<string, string>;
}

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable && value !== schema.storedFiles,
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

/** Writing a backup to a file or restoring one from it: answers how many rows and files it held. */
type BackupStep = (db: Db, storage: StorageConfig, file: string) => Promise<{ rows: number; files: number }>;

/** Writes a gzip'd backup of the database and DATA_DIR's files to `file`; answers what it holds. */
export const writeBackup: BackupStep = async (db, storage, file) => {
  const { dataDir } = storage;
  const tables: BackupFile['tables'] = {};
  const stored: Record<string, string> = {};
  let rows = 0;
  // One transaction: every table is read at the same moment.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    for (const table of tablesInDependencyOrder()) {
      const found = ((await tx.select().from(table)) as Array<Record<string, unknown>>).map((row) =>
        preserve(table, row),
      );
      tables[getTableConfig(table).name] = found;
      rows += found.length;
    }
    if (storage.databaseUrl) {
      for (const row of await tx
        .select({ key: schema.storedFiles.key, content: schema.storedFiles.content })
        .from(schema.storedFiles)) {
        stored[row.key] = row.content.toString('base64');
      }
    }
  });
  const files: Record<string, string> = {};
  // On PostgreSQL the stored files are the rows read above; DATA_DIR has only keys and mails that count.
  for (const folder of BACKED_UP_FOLDERS) {
    if (!storage.databaseUrl || !STORED_FOLDERS.includes(folder)) walkFiles(dataDir, folder, files);
  }
  Object.assign(files, stored);
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
};

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

/** The row's bytea columns (receipt PDFs, signatures) by their property names. */
function byteaKeys(table: PgTable): string[] {
  return getTableConfig(table)
    .columns.filter((column) => column.getSQLType() === 'bytea')
    .map((column) => Object.entries(table).find(([, value]) => value === column)?.[0])
    .filter((key): key is string => key !== undefined);
}

/** JSON has no bytes: bytea values are written as base64 text (a Buffer would become a list of numbers). */
function preserve(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...row };
  for (const key of byteaKeys(table)) {
    const value = kept[key];
    if (value instanceof Uint8Array) kept[key] = Buffer.from(value).toString('base64');
  }
  return kept;
}

/** JSON carries timestamps and bytes as text; Drizzle's columns want Date objects and Buffers back. */
function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const revived: Record<string, unknown> = { ...row };
  for (const key of byteaKeys(table)) {
    if (typeof revived[key] === 'string') revived[key] = Buffer.from(revived[key] as string, 'base64');
  }
  for (const column of getTableConfig(table).columns) {
    const key = Object.entries(table).find(([, value]) => value === column)?.[0];
    if (key && column.dataType === 'date' && typeof revived[key] === 'string') {
      revived[key] = new Date(revived[key] as string);
    }
  }
  return revived;
}

/** Restores a backup into an empty database and DATA_DIR; refuses a database that already holds content. */
export const restoreBackup: BackupStep = async (db, storage, file) => {
  const { dataDir } = storage;
  const backend = fileBackendFor(db, storage);
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
    // Stored files go with the rows (in the database, inside this transaction) or under DATA_DIR.
    for (const [key, base64] of Object.entries(backup.files)) {
      if (isFileKey(key)) await backend.put(key, Buffer.from(base64, 'base64'), contentTypeOfKey(key), tx);
    }
  });
  for (const [relative, base64] of Object.entries(backup.files)) {
    if (isFileKey(relative)) continue;
    const target = path.resolve(dataDir, relative);
    // Only the folders a backup carries, never a path that climbs out of DATA_DIR.
    if (!BACKED_UP_FOLDERS.some((folder) => target.startsWith(path.resolve(dataDir, folder) + path.sep)))
      continue;
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    fs.writeFileSync(target, Buffer.from(base64, 'base64'), { mode: 0o600 });
  }
  return { rows, files: Object.keys(backup.files).length };
};
