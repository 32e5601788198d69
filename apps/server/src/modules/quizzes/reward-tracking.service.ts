import type { Locale } from '@app/contracts/locale';
import type { RewardTracking } from '@app/contracts/quizzes';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { quizRewards, quizRewardTiers, quizRewardTrackings, quizzes, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { shippingLine, userDestination } from '../rewards/rewards.repo.ts';

export interface TrackingDetails {
  recipientName: string;
  phone?: string | undefined;
  address?: string | undefined;
  walletAddress?: string | undefined;
}

/** A user sees and edits only their own trackings: another user's id is simply not found. */
async function ownTracking(db: Db, userId: number, id: number, locale: Locale): Promise<RewardTracking> {
  const [row] = await db
    .select({ tracking: quizRewardTrackings, reward: quizRewards, tier: quizRewardTiers, quiz: quizzes })
    .from(quizRewardTrackings)
    .innerJoin(quizRewards, eq(quizRewards.id, quizRewardTrackings.rewardId))
    .innerJoin(quizRewardTiers, eq(quizRewardTiers.id, quizRewards.tierId))
    .innerJoin(quizzes, eq(quizzes.id, quizRewards.quizId))
    .where(and(eq(quizRewardTrackings.id, id), eq(quizRewardTrackings.userId, userId)));
  if (!row) throw new AppError('REWARD_TRACKING_NOT_FOUND');
  const th = locale === 'th';
  const profile = await profileDetails(db, userId, locale);
  return {
    id: row.tracking.id,
    status: row.tracking.status,
    rewardType: row.reward.rewardType,
    rewardName: th ? row.tier.nameTh : row.tier.nameEn,
    quizTitle: th ? row.quiz.titleTh : row.quiz.titleEn,
    recipientName: row.tracking.recipientName,
    phone: row.tracking.phone,
    address: row.tracking.address,
    walletAddress: row.tracking.walletAddress,
    trackingNumber: row.tracking.trackingNumber,
    fromProfile: profile,
  };
}

/**
 * The profile's name, phone, address (in the one-line form a courier reads) and proven wallet,
 * through the same reading the reward redemptions use, so both forms offer the same details.
 */
async function profileDetails(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<RewardTracking['fromProfile']> {
  const [destination, [user]] = await Promise.all([
    userDestination(db, userId, locale),
    db
      .select({ firstName: users.firstName, surname: users.surname, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const shipping = destination.shipping;
  const name = [user?.firstName, user?.surname].filter(Boolean).join(' ');
  return {
    recipientName: name || null,
    phone: user?.phone ?? null,
    address: shipping ? shippingLine(shipping) : null,
    walletAddress: destination.walletAddress,
  };
}

export function rewardTracking(db: Db, userId: number, id: number, locale: Locale) {
  return ownTracking(db, userId, id, locale);
}

/**
 * The reward claim: the winner gives where to send a prize (an address and phone for a physical
 * one, a wallet for crypto). Editable until it has been shipped.
 */
export async function claimReward(
  db: Db,
  clock: Clock,
  userId: number,
  id: number,
  details: TrackingDetails,
  locale: Locale,
): Promise<RewardTracking> {
  const current = await ownTracking(db, userId, id, locale);
  if (current.rewardType === 'physical') {
    if (!details.address) throw new AppError('REWARD_ADDRESS_REQUIRED');
    if (!details.phone) throw new AppError('REWARD_PHONE_INVALID');
  }
  if (current.rewardType === 'crypto' && !details.walletAddress) throw new AppError('REWARD_WALLET_INVALID');
  const [updated] = await db
    .update(quizRewardTrackings)
    .set({
      status: 'SUBMITTED',
      recipientName: details.recipientName,
      phone: details.phone ?? null,
      address: details.address ?? null,
      walletAddress: details.walletAddress ?? null,
      updatedAt: clock.now(),
    })
    .where(
      and(
        eq(quizRewardTrackings.id, id),
        eq(quizRewardTrackings.userId, userId),
        inArray(quizRewardTrackings.status, ['PENDING', 'SUBMITTED']),
      ),
    )
    .returning({ rewardId: quizRewardTrackings.rewardId });
  if (!updated) throw new AppError('REWARD_TRACKING_LOCKED');
  await db
    .update(quizRewards)
    .set({ status: 'claimed', updatedAt: clock.now() })
    .where(eq(quizRewards.id, updated.rewardId));
  return ownTracking(db, userId, id, locale);
}
