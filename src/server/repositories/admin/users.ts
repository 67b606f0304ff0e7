import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AdminRole } from '../../../shared/adminRoles';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function findAdminUserByEmail(db: Db, email: string): Promise<AdminUserRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row ?? null;
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUserRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row ?? null;
}

export async function insertAdminUser(
  db: Db,
  values: { email: string; passwordHash: string; createdBy: number | null; role: AdminRole },
): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning();
  return row;
}

export function userAnswer(row: AdminUserRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAdminUsers(db: Db) {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  return rows.map(userAnswer);
}

export async function updateAdminUser(
  db: Db,
  id: number,
  values: { role?: AdminRole; disabledAt?: Date | null; passwordHash?: string },
): Promise<AdminUserRow | null> {
  // A change that names nothing (`PUT /users/:id` with `{}`) leaves the account as it is; an UPDATE needs a column.
  if (Object.values(values).every((value) => value === undefined)) return findAdminUser(db, id);
  const [row] = await db.update(adminUsers).set(values).where(eq(adminUsers.id, id)).returning();
  return row ?? null;
}

export async function countActiveOwners(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), isNull(adminUsers.disabledAt)));
  return Number(row?.n ?? 0);
}
