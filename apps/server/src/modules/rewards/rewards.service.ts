import type { Locale } from '@app/contracts/locale';
import type {
  RedeemAccount,
  RedeemHistoryPage,
  RedeemsAvailable,
  RedemptionStatus,
  RewardDetail,
  RewardFaq,
  RewardTrackings,
} from '@app/contracts/rewards';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { rewardFaqs, rewardRedemptions, rewards } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { hasPin } from '../pin/pin.service.ts';
import { activeSubscription } from '../subscriptions/entitlements.ts';
import {
  countsByReward,
  findReward,
  listActiveRewards,
  presentRedemption,
  presentReward,
  shippingLine,
  userDestination,
} from './rewards.repo.ts';

export interface Viewer {
  id: number;
  kycVerified: () => Promise<boolean>;
}

/** Everything the redeem screens check before offering the button, for the signed-in user. */
export async function redeemAccount(
  db: Db,
  clock: Clock,
  viewer: Viewer,
  locale: Locale,
): Promise<RedeemAccount> {
  const [balances, pin, kycVerified, subscription, destination] = await Promise.all([
    userBalances(db, viewer.id),
    hasPin(db, viewer.id),
    viewer.kycVerified(),
    activeSubscription(db, viewer.id, clock.now()),
    userDestination(db, viewer.id, locale),
  ]);
  return {
    points: Number(balances.points),
    hasPin: pin,
    kycVerified,
    subscribed: subscription !== null,
    shippingReady: destination.shipping !== null,
    shippingAddress: destination.shipping ? shippingLine(destination.shipping) : null,
    walletAddress: destination.walletAddress,
  };
}

/** The catalogue; for a signed-in user, with their counts and what they need to redeem. */
export async function availableRewards(
  db: Db,
  clock: Clock,
  viewer: Viewer | null,
  locale: Locale,
): Promise<RedeemsAvailable> {
  const rows = await listActiveRewards(db);
  if (!viewer) return { data: rows.map((row) => presentReward(row, locale, null)), account: null };
  const counts = await countsByReward(
    db,
    viewer.id,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => presentReward(row, locale, counts.get(row.id) ?? 0)),
    account: await redeemAccount(db, clock, viewer, locale),
  };
}

export async function rewardDetail(
  db: Db,
  clock: Clock,
  viewer: Viewer | null,
  rewardId: number,
  locale: Locale,
): Promise<RewardDetail> {
  const row = await findReward(db, rewardId);
  if (!row?.active) throw new AppError('REWARD_NOT_FOUND');
  if (!viewer) return { reward: presentReward(row, locale, null), account: null };
  const counts = await countsByReward(db, viewer.id, [row.id]);
  return {
    reward: presentReward(row, locale, counts.get(row.id) ?? 0),
    account: await redeemAccount(db, clock, viewer, locale),
  };
}

/** The spec's redeem history (redeem date, tracking id, reward, points used), newest first. */
export async function redeemHistory(
  db: Db,
  userId: number,
  query: { page: number; pageSize: number; status?: RedemptionStatus },
  locale: Locale,
): Promise<RedeemHistoryPage> {
  const where = and(
    eq(rewardRedemptions.userId, userId),
    query.status ? eq(rewardRedemptions.status, query.status) : undefined,
  );
  const rows = await db
    .select({ redemption: rewardRedemptions, reward: rewards })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(where)
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(rewardRedemptions).where(where);
  return {
    data: rows.map(({ redemption, reward }) => presentRedemption(redemption, reward, locale)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const TRACKING_LIMIT = 50;

/** Where the user's rewards are: the latest redemptions with their status and tracking id. */
export async function rewardTrackings(db: Db, userId: number, locale: Locale): Promise<RewardTrackings> {
  const rows = await db
    .select({ redemption: rewardRedemptions, reward: rewards })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.userId, userId))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
    .limit(TRACKING_LIMIT);
  return { data: rows.map(({ redemption, reward }) => presentRedemption(redemption, reward, locale)) };
}

export async function rewardFaq(db: Db, locale: Locale): Promise<RewardFaq> {
  const rows = await db.select().from(rewardFaqs).orderBy(asc(rewardFaqs.sortOrder), asc(rewardFaqs.key));
  return {
    data: rows.map((row) => ({
      key: row.key,
      question: locale === 'th' ? row.questionTh : row.questionEn,
      answer: locale === 'th' ? row.answerTh : row.answerEn,
    })),
  };
}
