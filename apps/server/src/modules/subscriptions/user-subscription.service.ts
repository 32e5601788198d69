import type { Locale } from '@app/contracts/locale';
import type { CountData, UserSubscription } from '@app/contracts/subscriptions';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPackages, userSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../policies/actor.ts';
import { canEarnPoints, hasExclusiveAccess } from '../../policies/subscriber.policy.ts';
import { canReadSubscription } from '../../policies/subscription.policy.ts';
import { hintsRemaining } from './entitlements.ts';
import { countCompletedMainQuizzes } from './main-quiz-count.ts';
import { queueMemberCardMint } from './member-card-mint.ts';
import { presentSubscription, type SubscriptionWithPackage } from './subscription-presenter.ts';
import type { SubscriptionSettings } from './subscription-settings.ts';
import { termActiveAt } from '../../policies/active-term.ts';

export interface SubscriptionsContext {
  db: Db;
  clock: Clock;
  settings: SubscriptionSettings;
  /** Asked to run queued jobs (the card's mint) right after the purchase commits. */
  jobs?: { kick(): void };
}

/** Terms joined with their package's names, newest first. */
export function selectTerms(db: Db, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      ...getTableColumns(userSubscriptions),
      nameEn: subscriptionPackages.nameEn,
      nameTh: subscriptionPackages.nameTh,
      packageEarnsPoints: subscriptionPackages.earnPoints,
      // The term's own length, not the package's: an admin may change the package later.
      durationDays: sql<number>`round(extract(epoch from (${userSubscriptions.endsAt} - ${userSubscriptions.startsAt})) / 86400)::int`,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
    .where(where)
    .orderBy(desc(userSubscriptions.endsAt), desc(userSubscriptions.id));
  return limit ? query.limit(limit) : query;
}

export async function findTerm(db: Db, where: SQL): Promise<SubscriptionWithPackage | undefined> {
  const [row] = await selectTerms(db, where, 1);
  return row;
}

function activeTerm(db: Db, userId: number, now: Date) {
  return findTerm(db, and(eq(userSubscriptions.userId, userId), termActiveAt(now))!);
}

/**
 * The user's running term, else their most recent one (shown as expired), else null. Viewing a
 * term whose card is not on chain yet queues its mint, so a wallet proven after the purchase
 * still gets the card.
 */
export async function currentSubscription(
  ctx: SubscriptionsContext,
  actor: Actor,
  locale: Locale,
): Promise<UserSubscription | null> {
  const now = ctx.clock.now();
  const row =
    (await activeTerm(ctx.db, actor.id, now)) ??
    (await findTerm(ctx.db, eq(userSubscriptions.userId, actor.id)));
  if (!row) return null;
  await queueMemberCardMint(ctx.db, ctx.clock, ctx.settings, row);
  return presentSubscription(row, now, locale, ctx.settings);
}

export async function allSubscriptions(ctx: SubscriptionsContext, actor: Actor, locale: Locale) {
  const now = ctx.clock.now();
  const rows = await selectTerms(ctx.db, eq(userSubscriptions.userId, actor.id));
  return rows.map((row) => presentSubscription(row, now, locale, ctx.settings));
}

/** One term; someone else's is answered like a missing one, so ids reveal nothing. */
export async function subscriptionById(
  ctx: SubscriptionsContext,
  actor: Actor,
  id: number,
  locale: Locale,
): Promise<UserSubscription> {
  const row = await findTerm(ctx.db, eq(userSubscriptions.id, id));
  if (!row || !canReadSubscription(actor, row)) throw new AppError('NOT_FOUND');
  return presentSubscription(row, ctx.clock.now(), locale, ctx.settings);
}

/** The dashboard's counters: the running term's quota and this month's hints. */
export async function countData(
  ctx: SubscriptionsContext,
  actor: Actor,
  needTotalMainQuiz: boolean,
): Promise<CountData> {
  const now = ctx.clock.now();
  const row = await activeTerm(ctx.db, actor.id, now);
  const remainingHints = row ? hintsRemaining(row, now) : 0;
  const active = row !== undefined;
  return {
    isSubscriber: active,
    subscriptionId: row?.id ?? null,
    totalQuota: row?.quotaTotal ?? 0,
    usedQuota: row?.quotaUsed ?? 0,
    remainingQuota: row ? row.quotaTotal - row.quotaUsed : 0,
    totalHints: row?.hintsPerMonth ?? 0,
    usedHints: row ? row.hintsPerMonth - remainingHints : 0,
    remainingHints,
    exclusiveAccess: hasExclusiveAccess({ isSubscriber: active }),
    earnPoints: canEarnPoints(row ? { active, packageEarnsPoints: row.packageEarnsPoints } : null),
    ...(needTotalMainQuiz ? { totalMainQuiz: await countCompletedMainQuizzes(ctx.db, actor.id) } : {}),
  };
}
