import { formatKubUnits } from '@app/contracts/money';
import type { Activity, ActivityPage, ActivityQuery, Dashboard } from '@app/contracts/wallet';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { activities, subscriptionPackages, userSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { hasPin } from '../pin/pin.service.ts';
import { hintsRemaining } from '../subscriptions/entitlements.ts';
import { termActiveAt } from '../../policies/active-term.ts';

/** The active term with its package's name, read straight from the subscription tables. */
export async function activePackage(db: Db, userId: number, now: Date, locale: 'en' | 'th') {
  const [row] = await db
    .select({
      sub: userSubscriptions,
      nameEn: subscriptionPackages.nameEn,
      nameTh: subscriptionPackages.nameTh,
      nft: subscriptionPackages.nftMemberCard,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
    .where(and(eq(userSubscriptions.userId, userId), termActiveAt(now)))
    .orderBy(desc(userSubscriptions.endsAt))
    .limit(1);
  if (!row) return null;
  const { sub } = row;
  return {
    name: locale === 'th' ? row.nameTh : row.nameEn,
    startsAt: sub.startsAt.toISOString(),
    endsAt: sub.endsAt.toISOString(),
    pricePaid: formatKubUnits(sub.pricePaid),
    quotaTotal: sub.quotaTotal,
    quotaUsed: sub.quotaUsed,
    quotaRemaining: Math.max(0, sub.quotaTotal - sub.quotaUsed),
    hintsPerMonth: sub.hintsPerMonth,
    hintsRemaining: hintsRemaining(sub, now),
    nftMemberCard: row.nft,
  };
}

/**
 * What came in and went out of the user's two accounts, summed from the ledger's entries (the
 * account index walks only this user's legs).
 */
export async function ledgerTotals(db: Db, userId: number) {
  return totalsFrom(
    await queryRows<{ currency: string; credit: string; debit: string }>(
      db,
      sql`select a.currency,
                 coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credit,
                 coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as debit
          from ledger_accounts a join ledger_entries e on e.account_id = a.id
          where a.user_id = ${userId}
          group by a.currency`,
    ),
  );
}

/** The totals from what came in (credit) and went out (debit) of each currency's account. */
export function totalsFrom(rows: { currency: string; credit: string; debit: string }[]) {
  const of = (currency: string) => rows.find((row) => row.currency === currency);
  const points = of('POINT');
  const kub = of('KUB');
  return {
    pointsEarned: Number(points?.credit ?? 0),
    pointsSpent: Number(points?.debit ?? 0),
    kubIn: formatKubUnits(BigInt(kub?.credit ?? 0)),
    kubOut: formatKubUnits(BigInt(kub?.debit ?? 0)),
  };
}

/** The dashboard: package, balances, totals, remaining quota and hints, and whether a PIN is set. */
export async function getDashboard(
  db: Db,
  clock: Clock,
  userId: number,
  locale: 'en' | 'th',
): Promise<Dashboard> {
  const now = clock.now();
  const [pkg, balances, totals, pin] = await Promise.all([
    activePackage(db, userId, now, locale),
    userBalances(db, userId),
    ledgerTotals(db, userId),
    hasPin(db, userId),
  ]);
  return {
    package: pkg,
    points: Number(balances.points),
    kubBalance: formatKubUnits(balances.kub),
    totals,
    hasPin: pin,
  };
}

function presentAmount(unit: string, amount: bigint): string {
  return unit === 'KUB' || unit === 'KKUB' ? formatKubUnits(amount) : amount.toString();
}

/** The page query of the history (exported so `bench:economy` can EXPLAIN exactly this SQL). */
export function activityPageQuery(db: Db, userId: number, query: ActivityQuery) {
  return (
    db
      .select({
        id: activities.id,
        type: activities.type,
        unit: activities.unit,
        amount: activities.amount,
        status: activities.status,
        createdAt: activities.createdAt,
      })
      .from(activities)
      .where(activityFilter(userId, query))
      // NULLS LAST as the index declares it: `desc` alone means NULLS FIRST, which the planner
      // cannot read from this index in order, so it would sort the user's whole history.
      .orderBy(sql`${activities.createdAt} desc nulls last`, sql`${activities.id} desc nulls last`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  );
}

function activityFilter(userId: number, query: ActivityQuery) {
  const filters: SQL[] = [eq(activities.userId, userId)];
  if (query.type) filters.push(eq(activities.type, query.type));
  if (query.status) filters.push(eq(activities.status, query.status));
  return and(...filters);
}

/**
 * The user's activity history, newest first, a page at a time, optionally of one type or status.
 * Read through activities_user_idx (user_id, created_at desc, id desc): a page costs its own rows,
 * however long the history.
 */
export async function listActivities(db: Db, userId: number, query: ActivityQuery): Promise<ActivityPage> {
  const [rows, [total]] = await Promise.all([
    activityPageQuery(db, userId, query),
    db.select({ total: count() }).from(activities).where(activityFilter(userId, query)),
  ]);
  return activityPageFrom(rows, query, total?.total ?? 0);
}

/**
 * The same page and total in one statement (the total as a window over the page's rows): the
 * dashboard page's read. A page past the end has no rows to carry the total, so only then is it
 * counted on its own.
 */
export async function listActivitiesCounted(
  db: Db,
  userId: number,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      unit: activities.unit,
      amount: activities.amount,
      status: activities.status,
      createdAt: activities.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .where(activityFilter(userId, query))
    .orderBy(sql`${activities.createdAt} desc nulls last`, sql`${activities.id} desc nulls last`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (rows.length > 0 || query.page === 1) return activityPageFrom(rows, query, rows[0]?.total ?? 0);
  return listActivities(db, userId, query);
}

type ActivityRow = Awaited<ReturnType<typeof activityPageQuery>>[number];

function activityPageFrom(rows: ActivityRow[], query: ActivityQuery, total: number): ActivityPage {
  return {
    data: rows.map((row): Activity => ({
      id: row.id,
      type: row.type as Activity['type'],
      unit: row.unit,
      amount: presentAmount(row.unit, row.amount),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
