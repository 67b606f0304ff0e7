import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

// Where uploaded files live. On PostgreSQL (DATABASE_URL) they are rows of stored_files, so that every instance
// sharing the database serves the same files, and a file is written in the same transaction as the row that
// points to it. On PGlite they stay under DATA_DIR: one process serves the site there, and the embedded database
// answers one query at a time, so streaming 5 MB images through it would hold up every other request.
//
// Both backends take the same keys: the file's path relative to DATA_DIR (`uploads/events/x.webp`,
// `private/identity/2026/<hex>.pdf`). A backup therefore carries files the same way from either database.

export interface StorageConfig {
  dataDir: string;
  /** Set on PostgreSQL: files go to the database. */
  databaseUrl?: string;
}

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  modified: Date;
}

export interface FileBackend {
  readonly where: 'database' | 'directory';
  /**
   * Stores a new file under key; a key already stored keeps its bytes (keys are content-hashed or random). In
   * the database the row goes into `tx` when given, so it commits or rolls back with the caller's rows; on disk
   * the file is written at once (the retention sweep removes files no row points to).
   */
  put(key: string, bytes: Buffer, contentType: string, tx?: Db): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string, tx?: Db): Promise<void>;
  /** Every file under a top folder (`private`, `uploads`) with the time it was written. */
  list(folder: string): Promise<Array<{ key: string; modified: Date }>>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The top folders a stored file may live in; nothing else under DATA_DIR (database, keys, outbox). */
export const FILE_FOLDERS = ['private', 'uploads'] as const;

/** True when key is a plain relative path inside one of FILE_FOLDERS: no dot segments, no odd characters. */
export function isFileKey(key: string): boolean {
  if (key.length > 400) return false;
  const segments = key.split('/');
  return (
    segments.length >= 2 &&
    (FILE_FOLDERS as readonly string[]).includes(segments[0]) &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
  );
}

function checkKey(key: string): string {
  if (!isFileKey(key)) throw new Error('invalid stored file key');
  return key;
}

export function directoryBackend(dataDir: string): FileBackend {
  const root = path.resolve(dataDir);
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    where: 'directory',

    async put(key, bytes) {
      const target = fileOf(key);
      if (fs.existsSync(target)) return;
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file under the final name.
      const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.promises.rename(temporary, target);
    },

    async get(key) {
      const file = fileOf(key);
      const [bytes, stat] = await Promise.all([
        fs.promises.readFile(file).catch(() => null),
        fs.promises.stat(file).catch(() => null),
      ]);
      if (!bytes || !stat) return null;
      return { bytes, contentType: contentTypeOfKey(key), modified: stat.mtime };
    },

    async exists(key) {
      return fs.existsSync(fileOf(key));
    },

    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },

    async list(folder) {
      const base = path.join(root, folder);
      const entries = await fs.promises
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      const found: Array<{ key: string; modified: Date }> = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!isFileKey(key) || key.endsWith('.tmp')) continue;
        const stat = await fs.promises.stat(path.join(root, ...key.split('/'))).catch(() => null);
        if (stat) found.push({ key, modified: stat.mtime });
      }
      return found;
    },
  };
}

export function databaseBackend(db: Db): FileBackend {
  return {
    where: 'database',

    async put(key, bytes, contentType, tx) {
      await (tx ?? db)
        .insert(storedFiles)
        .values({ key: checkKey(key), content: bytes, contentType, size: bytes.length })
        .onConflictDoNothing();
    },

    async get(key) {
      const [row] = await db
        .select({
          bytes: storedFiles.content,
          contentType: storedFiles.contentType,
          modified: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row ?? null;
    },

    async exists(key) {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkKey(key)));
      return row !== undefined;
    },

    async remove(key, tx) {
      await (tx ?? db).delete(storedFiles).where(eq(storedFiles.key, checkKey(key)));
    },

    async list(folder) {
      if (!(FILE_FOLDERS as readonly string[]).includes(folder)) return [];
      return db
        .select({ key: storedFiles.key, modified: storedFiles.createdAt })
        .from(storedFiles)
        .where(like(storedFiles.key, `${folder}/%`));
    },
  };
}

/** The backend of a configuration: the database on PostgreSQL, DATA_DIR on PGlite. */
export function fileBackendFor(db: Db, storage: StorageConfig): FileBackend {
  return storage.databaseUrl ? databaseBackend(db) : directoryBackend(storage.dataDir);
}

/**
 * Moves the files an earlier version kept under DATA_DIR (private/, uploads/) into the database, so that a site
 * that ran on PostgreSQL before files were shared loses none of them. Runs at start-up on PostgreSQL; a file is
 * removed from disk only once its row is stored. Answers how many files moved.
 */
export async function moveDirectoryFilesIntoDatabase(db: Db, dataDir: string): Promise<number> {
  const from = directoryBackend(dataDir);
  const to = databaseBackend(db);
  let moved = 0;
  for (const folder of FILE_FOLDERS) {
    for (const file of await from.list(folder)) {
      const stored = await from.get(file.key);
      if (!stored) continue;
      await to.put(file.key, stored.bytes, contentTypeOfKey(file.key));
      await from.remove(file.key);
      moved += 1;
    }
  }
  return moved;
}

/** The types of the files served publicly under uploads/ (publicImages.ts), by extension. */
export const PUBLIC_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  // The Form 10AC order the office uploads in the console (uploads/documents/form-10ac-<hash>.pdf).
  pdf: 'application/pdf',
};

/**
 * The content type a key's extension names (stored with the row). Private files are sealed bytes whatever their
 * extension says.
 */
export function contentTypeOfKey(key: string): string {
  if (key.startsWith('private/')) return 'application/octet-stream';
  const extension = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1).toLowerCase() : '';
  return PUBLIC_CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
