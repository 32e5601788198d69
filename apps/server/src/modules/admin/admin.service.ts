import type { AdminUser } from '@app/contracts/profile';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { revokeUserSessions, type SessionUser } from '../identity/session.service.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const adminUserColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  surname: users.surname,
  blockedAt: users.blockedAt,
  kycOverride: users.kycOverride,
  kycLevel: exchangeAccounts.kycLevel,
  createdAt: users.createdAt,
};

function selectAdminUsers(db: Db) {
  return db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id));
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    ...row,
    blocked: row.blockedAt !== null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(
  db: Db,
  query: { page: number; pageSize: number; email?: string | undefined },
): Promise<{ data: AdminUser[]; total: number; page: number; pageSize: number }> {
  const where = query.email ? ilike(users.email, `%${escapeLike(query.email)}%`) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map(toAdminUser),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function getAdminUser(db: Db, userId: number): Promise<AdminUser> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminUser(row);
}

/**
 * Blocks a user: every session ends at once, and every later call answers 'Your account is
 * restricted by an admin. Please contact support'. An admin cannot lock themselves out.
 */
export async function blockUser(
  db: Db,
  clock: Clock,
  admin: SessionUser,
  userId: number,
): Promise<AdminUser> {
  if (admin.id === userId) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ blockedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND');
    await revokeUserSessions(tx, clock, userId);
  });
  return getAdminUser(db, userId);
}

export async function unblockUser(db: Db, clock: Clock, userId: number): Promise<AdminUser> {
  const [row] = await db
    .update(users)
    .set({ blockedAt: null, updatedAt: clock.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new AppError('NOT_FOUND');
  return getAdminUser(db, userId);
}

export async function setKycOverride(
  db: Db,
  clock: Clock,
  userId: number,
  override: boolean | null,
): Promise<AdminUser> {
  const [row] = await db
    .update(users)
    .set({ kycOverride: override, updatedAt: clock.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new AppError('NOT_FOUND');
  return getAdminUser(db, userId);
}
