import type { AdminUser } from '@app/contracts/profile';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { revokeUserSessions } from '../identity/session.service.ts';

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

function selectAdminUsers(db: Db | Tx) {
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

async function getAdminUser(db: Db | Tx, userId: number): Promise<AdminUser> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminUser(row);
}

/** A user as the audit log keeps them: the fields an admin action can change. */
function auditView(user: AdminUser) {
  return { email: user.email, role: user.role, blockedAt: user.blockedAt, kycOverride: user.kycOverride };
}

/**
 * Blocks a user: every session ends at once, and every later call answers 'Your account is
 * restricted by an admin. Please contact support'. An admin cannot lock themselves out. The
 * block, the ended sessions and the audit row commit together.
 */
export async function blockUser(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  userId: number,
  reason: string,
): Promise<AdminUser> {
  if (actor.userId === userId) throw new AppError('ADMIN_SELF_ACTION');
  await inTransaction(db, async (tx) => {
    const before = await lockAdminUser(tx, userId);
    await tx
      .update(users)
      .set({ blockedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, clock, userId);
    const after = await getAdminUser(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'user.block',
      targetType: 'user',
      targetId: userId,
      before: auditView(before),
      after: auditView(after),
      reason,
      at: clock.now(),
    });
  });
  return getAdminUser(db, userId);
}

export async function unblockUser(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  userId: number,
  reason: string,
): Promise<AdminUser> {
  return inTransaction(db, async (tx) => {
    const before = await lockAdminUser(tx, userId);
    await tx.update(users).set({ blockedAt: null, updatedAt: clock.now() }).where(eq(users.id, userId));
    const after = await getAdminUser(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'user.unblock',
      targetType: 'user',
      targetId: userId,
      before: auditView(before),
      after: auditView(after),
      reason,
      at: clock.now(),
    });
    return after;
  });
}

export async function setKycOverride(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  userId: number,
  override: boolean | null,
  reason: string | null,
): Promise<AdminUser> {
  return inTransaction(db, async (tx) => {
    const before = await lockAdminUser(tx, userId);
    await tx.update(users).set({ kycOverride: override, updatedAt: clock.now() }).where(eq(users.id, userId));
    const after = await getAdminUser(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'user.kyc-override',
      targetType: 'user',
      targetId: userId,
      before: auditView(before),
      after: auditView(after),
      reason,
      at: clock.now(),
    });
    return after;
  });
}

/** The user, with the row locked so two admins' actions on one user apply one after the other. */
async function lockAdminUser(tx: Tx, userId: number): Promise<AdminUser> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return getAdminUser(tx, userId);
}
