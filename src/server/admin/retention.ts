import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { identityFilesPaidBefore, markIdentityDeleted } from '../repositories/admin/records';
import { getAdminSettings } from '../repositories/admin/content';
import { createPrivateFileStore, type PrivateFileStore } from '../storage/privateFiles';
import { writeAudit } from './audit';

// Identity files (Aadhaar copies) of paid memberships are kept only for identity_retention_days after payment
// (site settings; null keeps them). Runs daily by itself and on demand from the console.

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export async function runRetention(
  db: Db,
  files: PrivateFileStore,
  options: { userId: number | null; now?: Date },
): Promise<{ deleted: number }> {
  const { identity_retention_days: days } = await getAdminSettings(db);
  if (days === null || days === undefined) return { deleted: 0 };
  const now = options.now ?? new Date();
  const due = await identityFilesPaidBefore(db, new Date(now.getTime() - days * DAY_MS));
  let deleted = 0;
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

const timers = new WeakMap<object, { timer: NodeJS.Timeout; current: Promise<void> | null }>();

/**
 * Runs retention now and then daily for a built app (main.ts, after listen). The timer does not keep the
 * process alive; app.close() stops it and waits for a run in progress.
 */
export function startRetentionTimer(
  app: FastifyInstance,
  intervalMs = RETENTION_INTERVAL_MS,
): () => Promise<void> {
  const files = createPrivateFileStore({
    dataDir: app.config.dataDir,
    encryptionKey: app.config.uploadEncryptionKey,
  });
  const state = { timer: setInterval(() => tick(), intervalMs), current: null as Promise<void> | null };
  state.timer.unref();
  function tick(): void {
    if (state.current) return;
    state.current = runRetention(app.db, files, { userId: null })
      .then(({ deleted }) => {
        if (deleted > 0) app.log.info({ deleted }, 'identity files past their retention deleted');
      })
      .catch((error: unknown) => app.log.error({ error: (error as Error)?.message }, 'retention run failed'))
      .finally(() => {
        state.current = null;
      });
  }
  void stopRetentionOf(app);
  timers.set(app.db, state);
  tick();
  return () => stopRetentionOf(app);
}

/** Stops the daily run of an app and waits for a run in progress (the admin routes call it on close). */
export async function stopRetentionOf(app: FastifyInstance): Promise<void> {
  const state = timers.get(app.db);
  if (!state) return;
  timers.delete(app.db);
  clearInterval(state.timer);
  await state.current;
}
