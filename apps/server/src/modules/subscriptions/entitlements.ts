import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { termActiveAt } from '../../policies/active-term.ts';

export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;

/** Active means `starts_at <= now <= ends_at`; nothing has to run for a term to expire. */
export async function activeSubscription(
  db: Db,
  userId: number,
  now: Date,
): Promise<UserSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), termActiveAt(now)))
    .orderBy(desc(userSubscriptions.endsAt))
    .limit(1);
  return row ?? null;
}

/**
 * The month of the term that `now` falls in: 0 from the start date, 1 from the same day of the
 * next month, and so on. Hints renew at each of these boundaries.
 */
export function hintPeriod(startsAt: Date, now: Date): number {
  let months =
    (now.getUTCFullYear() - startsAt.getUTCFullYear()) * 12 + (now.getUTCMonth() - startsAt.getUTCMonth());
  const boundary = new Date(startsAt);
  boundary.setUTCMonth(startsAt.getUTCMonth() + months);
  if (boundary > now) months -= 1;
  return Math.max(0, months);
}

/** Hints left in the current month of a term. */
export function hintsRemaining(subscription: UserSubscriptionRow, now: Date): number {
  const period = hintPeriod(subscription.startsAt, now);
  const used = subscription.hintPeriod === period ? subscription.hintsUsed : 0;
  return Math.max(0, subscription.hintsPerMonth - used);
}

/**
 * Uses one main-quiz quota of the active term ('Out of Quota' when there is none left or no
 * active term). One conditional update: parallel quiz starts cannot use more than the total.
 */
export async function useMainQuizQuota(
  db: Db,
  clock: Clock,
  userId: number,
  event: { key: string; reference: { type: string; id: string | number } },
): Promise<UserSubscriptionRow> {
  const now = clock.now();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update user_subscriptions set quota_used = quota_used + 1
        where id = (select id from user_subscriptions where user_id = ${userId}
                      and ${termActiveAt(now)}
                    order by ends_at desc limit 1)
          and quota_used < quota_total
        returning id`,
  );
  if (!row) throw new AppError('OUT_OF_QUOTA');
  await recordActivity(db, clock, {
    userId,
    type: 'Deducted the main quiz quota',
    unit: 'QUOTA',
    amount: -1,
    status: 'COMPLETED',
    reference: event.reference,
    eventKey: event.key,
  });
  const [updated] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.id, row.id));
  return updated!;
}

/**
 * Uses one hint of the current month of the active term. The month's count starts again at the
 * first hint of a new month, in the same conditional update that checks what is left.
 */
export async function useHint(
  db: Db,
  clock: Clock,
  userId: number,
  event: { key: string; reference: { type: string; id: string | number } },
): Promise<UserSubscriptionRow> {
  const now = clock.now();
  const active = await activeSubscription(db, userId, now);
  if (!active) throw new AppError('HINTS_EXHAUSTED');
  const period = hintPeriod(active.startsAt, now);
  const [row] = await db
    .update(userSubscriptions)
    .set({
      hintsUsed: sql`case when ${userSubscriptions.hintPeriod} = ${period} then ${userSubscriptions.hintsUsed} + 1 else 1 end`,
      hintPeriod: period,
      hintsUsedTotal: sql`${userSubscriptions.hintsUsedTotal} + 1`,
    })
    .where(
      and(
        eq(userSubscriptions.id, active.id),
        gte(userSubscriptions.endsAt, now),
        sql`${userSubscriptions.hintsPerMonth} > 0`,
        sql`(${userSubscriptions.hintPeriod} <> ${period} or ${userSubscriptions.hintsUsed} < ${userSubscriptions.hintsPerMonth})`,
      ),
    )
    .returning();
  if (!row) throw new AppError('HINTS_EXHAUSTED');
  await recordActivity(db, clock, {
    userId,
    type: 'Hint used',
    unit: 'HINT',
    amount: -1,
    status: 'COMPLETED',
    reference: event.reference,
    eventKey: event.key,
  });
  return row;
}
