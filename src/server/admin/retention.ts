import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UNPAID_APPLICATION_FILES_KEPT_DAYS } from '../../shared/retention';
import type { Db } from '../db/client';
import { JOB_LOCKS } from '../db/exclusive';
import { createPeriodicJob, type PeriodicJob } from '../lib/periodicJob';
import {
  clearApplicationFiles,
  identityFilesPaidBefore,
  markIdentityDeleted,
  referencedPrivateKeys,
  unpaidApplicationFilesBefore,
} from '../repositories/admin/records';
import { getAdminSettings, referencedPublicPaths } from '../repositories/admin/content';
import { variantSource } from '../../shared/imageVariants';
import type { PrivateFileStore } from '../storage/privateFiles';
import { PUBLIC_UPLOADS_DIR } from '../storage/publicImages';
import { fileBackendFor, type FileBackend } from '../storage/storedFiles';
import { writeAudit } from './audit';

// What personal files are kept, and for how long. Runs at start-up, daily, and on demand from the console:
// - identity files (Aadhaar copies) of paid memberships: identity_retention_days after payment (site settings;
//   null keeps them);
// - photo and identity file of an application never paid: UNPAID_APPLICATION_FILES_KEPT_DAYS after it was made;
// - a file no record points to (a crash between writing it and saving its record): once it is older than
//   ORPHAN_GRACE_MS, so a file of a request still under way is never taken. Public images too: on disk (PGlite)
//   an image is written before its row commits, and a replaced image is removed after the save commits, so a
//   crash in between leaves one that no row points to (the crash loop, scripts/crash-loop.ts, found them).

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Deletes private files that no membership points to and that are older than the grace period. */
export async function sweepOrphanFiles(db: Db, files: PrivateFileStore, now: Date): Promise<number> {
  const stored = await files.list();
  if (stored.length === 0) return 0;
  const referenced = await referencedPrivateKeys(db);
  let removed = 0;
  for (const file of stored) {
    if (referenced.has(file.key) || now.getTime() - file.modified.getTime() < ORPHAN_GRACE_MS) continue;
    await files.remove(file.key);
    removed += 1;
  }
  return removed;
}

/**
 * Deletes public files (uploads/) that no content row points to and that are older than the grace period. A
 * narrower copy (x-400w.webp) stays as long as its picture does.
 */
export async function sweepOrphanPublicFiles(db: Db, files: FileBackend, now: Date): Promise<number> {
  const stored = await files.list(PUBLIC_UPLOADS_DIR);
  if (stored.length === 0) return 0;
  const referenced = await referencedPublicPaths(db);
  let removed = 0;
  for (const file of stored) {
    const picture = variantSource(file.key)?.path ?? file.key;
    if (referenced.has(file.key) || referenced.has(picture)) continue;
    if (now.getTime() - file.modified.getTime() < ORPHAN_GRACE_MS) continue;
    await files.remove(file.key);
    removed += 1;
  }
  return removed;
}

/**
 * Deletes the temporary files of writes a crash cut short under DATA_DIR/uploads, DATA_DIR/private and
 * DATA_DIR/outbox (a file is written as `<name>.<pid>.<random>.tmp` and then renamed or linked), once they are older
 * than the grace period. The stores never list them, so the sweeps above cannot see them, and half a mail still
 * holds a donor's name and address.
 */
export async function sweepTemporaryFiles(dataDir: string, now: Date): Promise<number> {
  let removed = 0;
  for (const folder of [PUBLIC_UPLOADS_DIR, 'private', 'outbox']) {
    const root = path.join(dataDir, folder);
    const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.tmp')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat || now.getTime() - stat.mtimeMs < ORPHAN_GRACE_MS) continue;
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Deletes the photo and identity file of applications never paid, after UNPAID_APPLICATION_FILES_KEPT_DAYS. */
async function deleteUnpaidApplicationFiles(
  db: Db,
  files: PrivateFileStore,
  options: { userId: number | null; now: Date },
): Promise<number> {
  const due = await unpaidApplicationFilesBefore(
    db,
    new Date(options.now.getTime() - UNPAID_APPLICATION_FILES_KEPT_DAYS * DAY_MS),
  );
  for (const application of due) {
    for (const key of [application.photoKey, application.identityKey]) if (key) await files.remove(key);
    await clearApplicationFiles(db, application.id, options.now);
    await writeAudit(db, {
      userId: options.userId,
      action: 'retention-delete-identity',
      subject: `membership:${application.id}`,
    });
  }
  return due.length;
}

export async function runRetention(
  db: Db,
  files: PrivateFileStore,
  options: { userId: number | null; now?: Date; publicFiles?: FileBackend; dataDir?: string },
): Promise<{ deleted: number }> {
  const now = options.now ?? new Date();
  let deleted = await deleteUnpaidApplicationFiles(db, files, { userId: options.userId, now });
  deleted += await sweepOrphanFiles(db, files, now);
  if (options.publicFiles) deleted += await sweepOrphanPublicFiles(db, options.publicFiles, now);
  if (options.dataDir) deleted += await sweepTemporaryFiles(options.dataDir, now);
  const { identity_retention_days: days } = await getAdminSettings(db);
  if (days === null || days === undefined) return { deleted };
  const due = await identityFilesPaidBefore(db, new Date(now.getTime() - days * DAY_MS));
  for (const membership of due) {
    if (membership.identityKey) await files.remove(membership.identityKey);
    await markIdentityDeleted(db, membership.id, now);
    await writeAudit(db, {
      userId: options.userId,
      action: 'retention-delete-identity',
      subject: `membership:${membership.id}`,
    });
    deleted += 1;
  }
  return { deleted };
}

/** The daily retention run (plugins/paymentServices.ts). */
export function createRetentionJob(app: FastifyInstance, files: PrivateFileStore): PeriodicJob {
  const publicFiles = fileBackendFor(app.db, app.config);
  return createPeriodicJob(app, {
    lock: JOB_LOCKS.retention,
    intervalMs: RETENTION_INTERVAL_MS,
    failureMessage: 'retention run failed',
    run: () => runRetention(app.db, files, { userId: null, publicFiles, dataDir: app.config.dataDir }),
    report(result) {
      if (result.deleted > 0) app.log.info({ ...result }, 'files past their retention deleted');
    },
  });
}
