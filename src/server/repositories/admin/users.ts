import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminUserByEmail(db: Db, email: string): Promise<AdminUserRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row ?? null;
}

export async function insertAdminUser(
  db: Db,
  values: { email: string; passwordHash: string; createdBy: number | null },
): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning();
  return row;
}

export async function listAdminUsers(db: Db) {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  return rows.map((row) => ({ id: row.id, email: row.email, created_at: row.createdAt.toISOString() }));
}
