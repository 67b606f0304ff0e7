import crypto from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { AdminRole } from '../../shared/adminRoles';
import type { Db } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';

// Office sessions live in the database (several app servers may share one PostgreSQL). The cookie holds 128
// random bits; the table keeps only their SHA-256, so a leaked table yields no usable cookie.

export const SESSION_COOKIE = 'dbjs_admin';
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export interface SessionUser {
  id: number;
  email: string;
  role: AdminRole;
}

export type SessionLookup =
  | { status: 'ok'; user: SessionUser; csrfToken: string; idHash: string }
  | { status: 'missing' }
  | { status: 'expired' };

export function hashSessionId(cookieValue: string): string {
  return crypto.createHash('sha256').update(cookieValue, 'utf8').digest('hex');
}

/** A new session for every login: a fresh id and a fresh CSRF token. */
export async function createSession(
  db: Db,
  userId: number,
): Promise<{ cookieValue: string; csrfToken: string }> {
  const cookieValue = crypto.randomBytes(16).toString('hex');
  const csrfToken = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(adminSessions).values({
    idHash: hashSessionId(cookieValue),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
  });
  // Old expired rows of anyone are of no use; clear them while we are here.
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
  return { cookieValue, csrfToken };
}

/** Finds the session of a cookie; an expired one is deleted. A live one has its last_seen_at moved to now. */
export async function loadSession(
  db: Db,
  cookieValue: string | undefined,
  now = new Date(),
): Promise<SessionLookup> {
  if (!cookieValue || !/^[0-9a-f]{32}$/.test(cookieValue)) return { status: 'missing' };
  const idHash = hashSessionId(cookieValue);
  const [row] = await db
    .select({
      idHash: adminSessions.idHash,
      csrfToken: adminSessions.csrfToken,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      userId: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(eq(adminSessions.idHash, idHash))
    .limit(1);
  if (!row) return { status: 'missing' };
  if (row.disabledAt) {
    // Disabling deletes the account's sessions; this catches one that was in flight at that moment.
    await deleteSession(db, idHash);
    return { status: 'missing' };
  }
  const idle = now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
  const tooOld = now.getTime() - row.createdAt.getTime() > SESSION_ABSOLUTE_MS;
  if (idle || tooOld) {
    await deleteSession(db, idHash);
    return { status: 'expired' };
  }
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  return {
    status: 'ok',
    user: { id: row.userId, email: row.email, role: row.role },
    csrfToken: row.csrfToken,
    idHash,
  };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

/** Ends every session of a user (disabled account, changed password), except `keepIdHash`. */
export async function deleteSessionsOf(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      keepIdHash
        ? and(eq(adminSessions.userId, userId), ne(adminSessions.idHash, keepIdHash))
        : eq(adminSessions.userId, userId),
    );
}

/** Secure everywhere except a plain-http local development address. */
export function cookieIsSecure(publicUrl: string): boolean {
  return !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/i.test(publicUrl);
}
