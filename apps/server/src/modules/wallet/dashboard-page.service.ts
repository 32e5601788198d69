import type { DashboardPage } from '@app/contracts/dashboard-page';
import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import type { ActivityQuery } from '@app/contracts/wallet';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { depositEvents, exchangeAccounts, payouts, userPins } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KycFacts } from '../../policies/kyc.policy.ts';
import { checklistFrom } from '../../policies/earning-checklist.policy.ts';
import { keptFrom, SENT_FROM_BALANCE } from '../payouts/payout-request.service.ts';
import type { PayoutSettings } from '../payouts/payout-settings.ts';
import { listMyPayouts } from '../payouts/payout-views.ts';
import { pointsEarningState } from '../subscriptions/points-earning.ts';
import { activePackage, listActivitiesCounted, totalsFrom } from './dashboard.service.ts';
import type { KycStatus } from '@app/contracts/profile';

/** The signed-in user as the session lookup read them (plugins/auth.ts). */
interface PageUser {
  id: number;
  account: { kycOverride: boolean | null; walletProvenAt: Date | null };
}

export interface DashboardPageContext {
  db: Db;
  clock: Clock;
  payouts?: PayoutSettings | undefined;
  /** The KYC decision from the exchange account read here (app.kycStatusRead). */
  kycStatus: (
    userId: number,
    facts: KycFacts & { refreshedAt: Date | null; canRefresh: boolean },
  ) => KycStatus;
}

/**
 * The user's own facts beside their row (which the session lookup read): PIN, exchange account,
 * a credited deposit, whether they earn points now, and the KKUB sent from their balance. One
 * statement; each part is the condition its rule reads (pin.service, kyc.service, the checklist,
 * subscriptions/points-earning.ts, payout-request.service).
 */
async function readFacts(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({
      hasPin: sql<boolean>`exists (select 1 from ${userPins} where ${userPins.userId} = ${userId})`,
      exchangeLinked: sql<boolean>`${exchangeAccounts.userId} is not null`,
      level: exchangeAccounts.kycLevel,
      refreshedAt: exchangeAccounts.refreshedAt,
      canRefresh: sql<boolean>`coalesce(${and(
        isNotNull(exchangeAccounts.refreshTokenEncrypted),
        isNull(exchangeAccounts.reverifyRequiredAt),
      )}, false)`,
      deposited: sql<boolean>`exists (select 1 from ${depositEvents}
        where ${depositEvents.userId} = ${userId} and ${depositEvents.status} = 'credited')`,
      earning: pointsEarningState(userId, now),
      sent: sql<string>`(select coalesce(sum(${payouts.amount}), 0) from ${payouts}
        where ${payouts.userId} = ${userId} and ${SENT_FROM_BALANCE})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, userId));
  return row!;
}

/**
 * Each of the user's ledger accounts: its balance, what came in and went out (the dashboard's
 * totals) and, for KUB, what Redeem Token credited to it (the kept KKUB). One statement.
 */
async function readLedger(db: Db, userId: number) {
  return queryRows<{ currency: string; balance: string; credit: string; debit: string; converted: string }>(
    db,
    sql`select a.currency, a.balance,
               coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credit,
               coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as debit,
               case when a.currency = 'KUB' then (
                 select coalesce(sum(ce.amount), 0) from ledger_entries ce
                 join ledger_transfers ct on ct.id = ce.transfer_id
                 where ce.account_id = a.id and ct.kind = 'redeem-token' and ce.amount > 0
               ) else 0 end as converted
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.user_id = ${userId}
        group by a.id, a.currency, a.balance`,
  );
}

/**
 * The signed-in dashboard in one call: the package, balances and totals, a page of the activity
 * history, the earning checklist, the payouts and the kept KKUB. Five statements besides the
 * session lookup (which read the user's row), each row read once: the four calls it replaces read
 * the PIN, the exchange account and the balances twice and the user's row three times.
 */
export async function getDashboardPage(
  ctx: DashboardPageContext,
  user: PageUser,
  query: ActivityQuery,
  locale: Locale,
): Promise<DashboardPage> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [facts, ledger, pkg, activities, payoutRows] = await Promise.all([
    readFacts(db, user.id, now),
    readLedger(db, user.id),
    activePackage(db, user.id, now, locale),
    listActivitiesCounted(db, user.id, query),
    listMyPayouts(db, user.id),
  ]);
  const account = (currency: string) => ledger.find((row) => row.currency === currency);
  const balance = (currency: string) => BigInt(account(currency)?.balance ?? 0);
  const kub = balance('KUB');
  const payoutsOn = Boolean(ctx.payouts?.chain);
  const kyc = ctx.kycStatus(user.id, {
    override: user.account.kycOverride,
    level: facts.level,
    refreshedAt: facts.refreshedAt,
    canRefresh: facts.canRefresh === true,
  });
  return {
    dashboard: {
      package: pkg,
      points: Number(balance('POINT')),
      kubBalance: formatKubUnits(kub),
      totals: totalsFrom(ledger),
      hasPin: facts.hasPin === true,
    },
    activities,
    checklist: checklistFrom({
      exchangeLinked: facts.exchangeLinked === true,
      kyc,
      pin: facts.hasPin === true,
      deposited: facts.deposited === true,
      kubBalance: kub,
      earns: facts.earning === 'EARNS',
      walletProven: user.account.walletProvenAt !== null,
    }),
    payouts: { enabled: payoutsOn, data: payoutRows },
    kept: {
      kept: formatKubUnits(
        keptFrom({
          kubBalance: kub,
          converted: BigInt(account('KUB')?.converted ?? 0),
          sent: BigInt(facts.sent),
        }),
      ),
      payoutsOn,
    },
  };
}
