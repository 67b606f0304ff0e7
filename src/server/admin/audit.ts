import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, auditLog } from '../db/schema';
import type { DbOrTx } from '../repositories/types';

// Who looked at or changed personal data, and when. The console shows it; nothing here is ever deleted.

export type AuditAction =
  | 'login'
  | 'view-photo'
  | 'view-identity'
  | 'retention-delete-identity'
  | 'erase'
  | 'create-user'
  | 'resend-receipt'
  | 'send-receipt-copy'
  | 'merge-profiles'
  | 'separate-profiles'
  | 'unlink-profiles'
  | 'login-failed'
  | 'logout'
  | 'view-records'
  | 'view-record'
  | 'view-receipt'
  | 'export'
  | 'approve-membership'
  | 'reject-membership'
  | 'view-member-card'
  | 'change';

export async function writeAudit(
  db: DbOrTx,
  entry: { userId: number | null; action: AuditAction; subject: string },
): Promise<void> {
  await db.insert(auditLog).values({ userId: entry.userId, action: entry.action, subject: entry.subject });
}

export interface AuditEntry {
  id: number;
  user_id: number | null;
  user_email: string | null;
  action: string;
  subject: string;
  created_at: string;
}

export async function listAudit(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ data: AuditEntry[]; total: number }> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  const rows = await db
    .select({
      id: auditLog.id,
      userId: auditLog.userId,
      email: adminUsers.email,
      action: auditLog.action,
      subject: auditLog.subject,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(auditLog.userId, adminUsers.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: Number(count),
    data: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      user_email: row.email ?? null,
      action: row.action,
      subject: row.subject,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
