import type { AdminUserDetail } from '@app/contracts/admin';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import {
  activities,
  exchangeAccounts,
  sessions,
  subscriptionPackages,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { activeSubscription } from '../subscriptions/entitlements.ts';

const RECENT = 20;

/**
 * Everything an admin needs to judge an account: profile, balances (from the ledger),
 * the active subscription, the latest activities and sessions. Read-only; never audited.
 */
export async function getUserDetail(db: Db, clock: Clock, userId: number): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      surname: users.surname,
      phone: users.phone,
      locale: users.locale,
      walletAddress: users.walletAddress,
      emailVerifiedAt: users.emailVerifiedAt,
      blockedAt: users.blockedAt,
      kycOverride: users.kycOverride,
      kycLevel: exchangeAccounts.kycLevel,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const now = clock.now();
  const [balances, subscription, recent, sessionRows] = await Promise.all([
    userBalances(db, userId),
    activeSubscription(db, userId, now),
    db
      .select()
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(RECENT),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(RECENT),
  ]);
  const [pack] = subscription
    ? await db
        .select({ nameEn: subscriptionPackages.nameEn })
        .from(subscriptionPackages)
        .where(eq(subscriptionPackages.id, subscription.packageId))
    : [];
  const { emailVerifiedAt, blockedAt, createdAt, ...profile } = row;
  return {
    user: {
      ...profile,
      emailVerified: emailVerifiedAt !== null,
      blocked: blockedAt !== null,
      blockedAt: blockedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    },
    balances: { points: balances.points.toString(), kub: balances.kub.toString() },
    subscription: subscription
      ? {
          packageName: pack?.nameEn ?? `#${subscription.packageId}`,
          startsAt: subscription.startsAt.toISOString(),
          endsAt: subscription.endsAt.toISOString(),
          quotaTotal: subscription.quotaTotal,
          quotaUsed: subscription.quotaUsed,
          hintsPerMonth: subscription.hintsPerMonth,
          hintsUsed: subscription.hintsUsed,
        }
      : null,
    activities: recent.map((item) => ({
      id: item.id,
      type: item.type,
      unit: item.unit,
      amount: item.amount.toString(),
      status: item.status,
      createdAt: item.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
      userAgent: session.userAgent,
      active: session.revokedAt === null && session.expiresAt > now,
    })),
  };
}
