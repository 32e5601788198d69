import type { DashboardPage } from '@app/contracts/dashboard-page';
import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import type { ActivityQuery } from '@app/contracts/wallet';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
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
import { reviewSummaryFrom, reviewSummaryParts } from '../review/review-summary.ts';
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

interface FactsRow {
  hasPin: boolean;
  exchangeLinked: boolean;
  level: number | null;
  refreshedAt: Date | string | null;
  canRefresh: boolean | null;
  deposited: boolean;
  earning: string;
  sent: string;
  review: Parameters<typeof reviewSummaryFrom>[0];
}

/**
 * The user's own facts beside their row (which the session lookup read): PIN, exchange account,
 * a credited deposit, whether they earn points now, the KKUB sent from their balance, and the
 * review deck's card (after taking in the questions missed since the deck was last looked at).
 * One statement; each part is the condition its rule reads (pin.service, kyc.service, the
 * checklist, subscriptions/points-earning.ts, payout-request.service, review/review-summary.ts).
 */
async function readFacts(db: Db, userId: number, now: Date) {
  const review = reviewSummaryParts(userId, now);
  const [row] = await queryRows<FactsRow>(
    db,
    sql`with ${review.with}
      select exists (select 1 from ${userPins} where ${userPins.userId} = ${userId}) as "hasPin",
             ${exchangeAccounts.userId} is not null as "exchangeLinked",
             ${exchangeAccounts.kycLevel} as "level",
             ${exchangeAccounts.refreshedAt} as "refreshedAt",
             coalesce(${and(
               isNotNull(exchangeAccounts.refreshTokenEncrypted),
               isNull(exchangeAccounts.reverifyRequiredAt),
             )}, false) as "canRefresh",
             exists (select 1 from ${depositEvents}
               where ${depositEvents.userId} = ${userId} and ${depositEvents.status} = 'credited') as "deposited",
             ${pointsEarningState(userId, now)} as "earning",
             (select coalesce(sum(${payouts.amount}), 0) from ${payouts}
               where ${payouts.userId} = ${userId} and ${SENT_FROM_BALANCE}) as "sent",
             ${review.column} as "review"
        from (select 1) as one
        left join ${exchangeAccounts} on ${exchangeAccounts.userId} = ${userId}`,
  );
  const facts = row!;
  return {
    ...facts,
    level: facts.level === null ? null : Number(facts.level),
    refreshedAt: facts.refreshedAt === null ? null : new Date(facts.refreshedAt),
    review: reviewSummaryFrom(facts.review, now),
  };
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
 * history, the earning checklist, the payouts, the kept KKUB and the review deck's card. Five
 * statements besides the session lookup (which read the user's row), each row read once: the
 * calls it replaces read the PIN, the exchange account and the balances twice, the user's row
 * three times, and the review deck in eight statements of its own.
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
    review: facts.review,
  };
}
