import type { Locale } from '@app/contracts/locale';
import type { Coupon, CouponRedeem } from '@app/contracts/rewards';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { couponRedemptions, coupons, rewards } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer, userBalances } from '../ledger/ledger.service.ts';
import {
  holdInTransaction,
  isTransientFailure,
  requireDestination,
} from '../rewards/redeem-reward.service.ts';
import { presentRedemption, type RewardRow, userDestination } from '../rewards/rewards.repo.ts';

type CouponRow = typeof coupons.$inferSelect;

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

function usable(coupon: CouponRow, now: Date): boolean {
  return (
    coupon.active &&
    coupon.startsAt <= now &&
    (coupon.expiresAt === null || coupon.expiresAt > now) &&
    coupon.used < coupon.maxUses
  );
}

function present(coupon: CouponRow, reward: RewardRow | null, locale: Locale): Coupon {
  return {
    code: coupon.code,
    kind: coupon.points !== null ? 'points' : 'reward',
    points: coupon.points,
    reward: reward
      ? { id: reward.id, name: locale === 'th' ? reward.nameTh : reward.nameEn, type: reward.type }
      : null,
    description: locale === 'th' ? coupon.descriptionTh : coupon.descriptionEn,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
  };
}

/** The coupon and its reward, or 'This coupon is invalid' when unknown, not yet valid, expired or used up. */
async function findUsable(db: Db, clock: Clock, code: string) {
  const [row] = await db
    .select({ coupon: coupons, reward: rewards })
    .from(coupons)
    .leftJoin(rewards, eq(rewards.id, coupons.rewardId))
    .where(eq(coupons.code, normaliseCode(code)));
  if (!row || !usable(row.coupon, clock.now())) throw new AppError('COUPON_INVALID');
  if (row.reward && !row.reward.active) throw new AppError('COUPON_INVALID');
  return row;
}

async function alreadyUsed(db: Db, couponId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return rows.length > 0;
}

export async function checkCoupon(
  db: Db,
  clock: Clock,
  userId: number,
  code: string,
  locale: Locale,
): Promise<Coupon> {
  const { coupon, reward } = await findUsable(db, clock, code);
  if (await alreadyUsed(db, coupon.id, userId)) throw new AppError('COUPON_ALREADY_USED');
  return present(coupon, reward, locale);
}

/**
 * Uses a coupon: once per user (the primary key of coupon_redemptions), at most `max_uses` in all
 * (a conditional update of `used`), both in the transaction that credits the points or holds
 * the reward, so a refused step undoes the others. A reward coupon is a redemption like any
 * other (stock, per-user limit, KYC, address or wallet), only without points.
 */
export async function redeemCoupon(
  db: Db,
  clock: Clock,
  user: { id: number; kyc: KycLookup },
  code: string,
  locale: Locale,
): Promise<CouponRedeem> {
  const { coupon, reward } = await findUsable(db, clock, code);
  if (reward) await requireKycVerified(user.kyc, user.id, 'redeem');
  const destination = reward ? requireDestination(reward, await userDestination(db, user.id, locale)) : null;

  const now = clock.now();
  const at = now.toISOString();
  const key = `coupon:${coupon.id}:${user.id}`;
  let redemption = null;
  try {
    redemption = await inTransaction(db, async (tx) => {
      const claimed = await tx
        .insert(couponRedemptions)
        .values({ couponId: coupon.id, userId: user.id, createdAt: now })
        .onConflictDoNothing()
        .returning({ couponId: couponRedemptions.couponId });
      if (claimed.length === 0) throw new AppError('COUPON_ALREADY_USED');
      const counted = await tx
        .update(coupons)
        .set({ used: sql`${coupons.used} + 1` })
        .where(
          and(
            eq(coupons.id, coupon.id),
            eq(coupons.active, true),
            sql`${coupons.used} < ${coupons.maxUses}`,
            sql`${coupons.startsAt} <= ${at}::timestamptz`,
            sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > ${at}::timestamptz)`,
          ),
        )
        .returning({ id: coupons.id });
      if (counted.length === 0) throw new AppError('COUPON_INVALID');

      if (coupon.points !== null) {
        const { transfer: credit } = await transfer(
          tx,
          clock,
          {
            kind: 'coupon',
            currency: 'POINT',
            amount: BigInt(coupon.points),
            from: { system: 'ISSUANCE' },
            to: { userId: user.id },
            idempotencyKey: key,
            reference: { type: 'coupon', id: coupon.id },
            actorUserId: user.id,
            reason: `coupon ${coupon.code}`,
          },
          { insufficient: 'COUPON_INVALID' },
        );
        await tx
          .update(couponRedemptions)
          .set({ transferId: credit.id })
          .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, user.id)));
        await recordActivity(tx, clock, {
          userId: user.id,
          type: 'Received Point',
          unit: 'POINT',
          amount: coupon.points,
          status: 'COMPLETED',
          transferId: credit.id,
          reference: { type: 'coupon', id: coupon.id },
          eventKey: key,
        });
        return null;
      }
      const held = await holdInTransaction(tx, clock, {
        userId: user.id,
        rewardId: reward!.id,
        idempotencyKey: key,
        expectedCost: 0,
        source: 'coupon',
        destination: destination!,
      });
      await tx
        .update(couponRedemptions)
        .set({ redemptionId: held.redemption.id })
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, user.id)));
      return held.redemption;
    });
  } catch (error) {
    if (!(error instanceof AppError) && isTransientFailure(error)) throw new AppError('REDEEM_FAILED');
    throw error;
  }
  return {
    coupon: present(coupon, reward, locale),
    points: Number((await userBalances(db, user.id)).points),
    redemption: redemption && reward ? presentRedemption(redemption, reward, locale) : null,
  };
}
