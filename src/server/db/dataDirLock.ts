import fs from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) has one user at a time, and nothing in PGlite stops a second process from
// opening the same files: a CLI run next to the server wrote into its own copy of the data and lost it
// ("Created" then gone). So whoever opens DATA_DIR's PGlite first holds a lock file: created with the exclusive
// flag, holding its pid, removed when the database is closed or the process exits. A lock whose process is gone
// (a crash, kill -9) is stale and taken over.

export const LOCK_FILE_NAME = 'pglite.lock';

export class DatabaseInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${pid} (the website server, or ` +
        `another command): it has one user at a time. Stop that process first and run this again, or use ` +
        `PostgreSQL (DATABASE_URL), which several programs may use at once. If process ${pid} is not one of ` +
        `ours, delete ${lockFile}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** Lock files this process holds: its own pid in a lock it does not hold is a leftover (e.g. pid 1 in a container). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown };
    return Number.isInteger(parsed.pid) && (parsed.pid as number) > 0 ? (parsed.pid as number) : null;
  } catch {
    // Missing, half-written or not ours: treated as no live holder.
    return null;
  }
}

function holderOf(file: string): number | null {
  const pid = readPid(file);
  if (pid === null) return null;
  if (pid === process.pid) return held.has(file) ? pid : null;
  return isAlive(pid) ? pid : null;
}

/** Takes the lock on `dataDir`'s embedded database; throws DatabaseInUseError while a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content = JSON.stringify({
    pid: process.pid,
    since: new Date().toISOString(),
    command: path.basename(process.argv[1] ?? 'node'),
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.removeListener('exit', release);
        // Only our own lock: never one another process took over meanwhile.
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== null) throw new DatabaseInUseError(file, holder);
    // Stale. Moved aside under a name of our own rather than deleted, so that of two processes taking over the
    // same stale lock, the one that comes second cannot delete the fresh lock of the first unseen.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = holderOf(aside);
    if (moved !== null) {
      // We moved a lock that had just been taken: put it back (link fails if yet another one appeared).
      try {
        fs.linkSync(aside, file);
      } catch {
        // Another lock is in place; ours to report either way.
      }
      fs.rmSync(aside, { force: true });
      throw new DatabaseInUseError(file, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DatabaseInUseError(file, readPid(file) ?? 0);
}
