import { errorMessage } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import type { PointsForfeit, PointsForfeitReason, SubscriberOffer } from '@app/contracts/points-earning';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { termActiveAt } from '../../policies/active-term.ts';

/**
 * Spec §3/§6, the one home of the rule "points are earned by subscribers": a user earns points at
 * `now` when a term of theirs is running (`starts_at <= now <= ends_at`) and its package has
 * `earn_points`. A SQL expression, so every payer reads it inside its own award statement or
 * transaction: a term that ends (or is bought) at that instant is judged once, by the award
 * itself, never by an earlier read. It yields 'EARNS' or the reason code when it does not.
 */
export function pointsEarningState(userId: SQL | number, now: Date): SQL<string> {
  const running = sql`from user_subscriptions us
    join subscription_packages p on p.id = us.package_id
    where us.user_id = ${userId} and ${termActiveAt(now, 'us')}`;
  return sql<string>`(case
    when exists (select 1 ${running} and p.earn_points) then 'EARNS'
    when exists (select 1 ${running}) then 'POINTS_NOT_IN_PACKAGE'
    else 'POINTS_SUBSCRIBERS_ONLY' end)`;
}

/** True when the user earns points at `now` (see pointsEarningState). */
export function earnsPointsSql(userId: SQL | number, now: Date): SQL<boolean> {
  return sql<boolean>`(${pointsEarningState(userId, now)} = 'EARNS')`;
}

export type PointsEarning = { earns: true } | { earns: false; reason: PointsForfeitReason };

function earningOf(state: string | undefined): PointsEarning {
  if (state === 'EARNS') return { earns: true };
  return {
    earns: false,
    reason: state === 'POINTS_NOT_IN_PACKAGE' ? 'POINTS_NOT_IN_PACKAGE' : 'POINTS_SUBSCRIBERS_ONLY',
  };
}

/**
 * Whether the user earns points at `now`. Pass the award's transaction as `db`, so the answer is
 * the one the award commits with.
 */
export async function pointsEarning(db: Db, userId: number, now: Date): Promise<PointsEarning> {
  const [row] = await queryRows<{ state: string }>(
    db,
    sql`select ${pointsEarningState(userId, now)} as state`,
  );
  return earningOf(row?.state);
}

/**
 * The package to offer someone who did not earn: the first-time subscriber offer when they never
 * subscribed, else the first earning package on sale for everyone. Only packages that earn points.
 */
export async function subscriberOffer(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<SubscriberOffer | null> {
  const [row] = await queryRows<{
    id: number;
    slug: string;
    name_en: string;
    name_th: string;
    price: string;
    duration_days: number;
    new_subscribers_only: boolean;
  }>(
    db,
    sql`with history as (select exists (select 1 from user_subscriptions where user_id = ${userId}) as before)
        select p.id, p.slug, p.name_en, p.name_th, p.price::text as price, p.duration_days,
               p.new_subscribers_only
        from subscription_packages p, history
        where p.active and p.earn_points and (not p.new_subscribers_only or not history.before)
        order by p.new_subscribers_only desc, p.sort_order, p.id
        limit 1`,
  );
  if (!row) return null;
  return {
    packageId: row.id,
    slug: row.slug,
    name: locale === 'th' ? row.name_th : row.name_en,
    price: formatKubUnits(BigInt(row.price)),
    durationDays: row.duration_days,
    firstTime: row.new_subscribers_only,
  };
}

/** The answer's account of a win that paid nothing: what it would have paid, why, and the offer. */
export async function pointsForfeit(
  db: Db,
  userId: number,
  locale: Locale,
  wouldHaveEarned: number,
  reason: PointsForfeitReason,
): Promise<PointsForfeit> {
  return {
    wouldHaveEarned,
    reason,
    message: errorMessage(reason, locale),
    offer: await subscriberOffer(db, userId, locale),
  };
}
