import type { Locale } from '@app/contracts/locale';
import type { RedeemSubmit } from '@app/contracts/rewards';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows, type Tx } from '../../db/client.ts';
import { rewardRedemptions, rewards } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer, userBalances } from '../ledger/ledger.service.ts';
import { verifyPin } from '../pin/pin.service.ts';
import { activeSubscription } from '../subscriptions/entitlements.ts';
import {
  countsByReward,
  type Destination,
  findReward,
  presentRedemption,
  type RedemptionRow,
  type RewardRow,
  userDestination,
} from './rewards.repo.ts';

/** The activity row of a redemption: PENDING while held, then COMPLETED or FAILED. */
export const redemptionEventKey = (redemptionId: number) => `reward-redemption:${redemptionId}`;

export interface HoldInput {
  userId: number;
  rewardId: number;
  /** Unique per user: a retry with the same key returns the first redemption. */
  idempotencyKey: string;
  /** The points the caller saw; a different price in the database refuses with DATA_CHANGED. */
  expectedCost: number;
  source: 'points' | 'coupon';
  destination: Destination;
}

export interface HoldResult {
  redemption: RedemptionRow;
  replayed: boolean;
}

/**
 * The authoritative part of a redemption, inside the caller's transaction. Each step is one
 * conditional statement, so parallel redemptions cannot pass a limit between a check and a write:
 * 1. claim the (user, key) pair: a retried request finds the first redemption and stops;
 * 2. count the user's redemption of this reward with an upsert `where count < per_user_limit`,
 *    which also locks the counter row, so one user's parallel requests queue here;
 * 3. take one from stock with `redeemed < stock`;
 * 4. hold the points (user -> HOLDS), a debit that cannot take the balance below zero.
 * Any refusal rolls back the whole transaction, so nothing is half taken.
 */
export async function holdInTransaction(tx: Tx, clock: Clock, input: HoldInput): Promise<HoldResult> {
  const now = clock.now();
  const { destination } = input;
  const [created] = await tx
    .insert(rewardRedemptions)
    .values({
      userId: input.userId,
      rewardId: input.rewardId,
      idempotencyKey: input.idempotencyKey,
      source: input.source,
      pointsCost: BigInt(input.source === 'coupon' ? 0 : input.expectedCost),
      status: 'PENDING',
      shipping: destination.shipping,
      walletAddress: destination.walletAddress,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [rewardRedemptions.userId, rewardRedemptions.idempotencyKey] })
    .returning();
  if (!created) {
    const [first] = await tx
      .select()
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.userId, input.userId),
          eq(rewardRedemptions.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (!first || first.rewardId !== input.rewardId) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { redemption: first, replayed: true };
  }

  const counted = await queryRows<{ count: number }>(
    tx,
    sql`insert into reward_user_counts (user_id, reward_id, count) values (${input.userId}, ${input.rewardId}, 1)
        on conflict (user_id, reward_id) do update set count = reward_user_counts.count + 1
        where reward_user_counts.count < (select per_user_limit from rewards where id = ${input.rewardId})
        returning count`,
  );
  if (counted.length === 0) throw new AppError('REDEEM_LIMIT_EXCEEDED');

  const taken = await tx
    .update(rewards)
    .set({ redeemed: sql`${rewards.redeemed} + 1` })
    .where(
      and(
        eq(rewards.id, input.rewardId),
        eq(rewards.active, true),
        sql`${rewards.redeemed} < ${rewards.stock}`,
        ...(input.source === 'points' ? [eq(rewards.costPoints, input.expectedCost)] : []),
      ),
    )
    .returning({ id: rewards.id });
  if (taken.length === 0) {
    const current = await findReward(tx, input.rewardId);
    if (current?.active && input.source === 'points' && current.costPoints !== input.expectedCost) {
      throw new AppError('DATA_CHANGED');
    }
    throw new AppError(current?.active ? 'REDEEM_OUT_OF_REWARD' : 'REWARD_NOT_FOUND');
  }

  const cost = created.pointsCost;
  if (cost === 0n) return { redemption: created, replayed: false };
  const reference = { type: 'reward_redemption', id: created.id };
  const { transfer: hold } = await transfer(
    tx,
    clock,
    {
      kind: 'reward-hold',
      currency: 'POINT',
      amount: cost,
      from: { userId: input.userId },
      to: { system: 'HOLDS' },
      idempotencyKey: `reward-hold:${created.id}`,
      reference,
      actorUserId: input.userId,
    },
    { insufficient: 'REDEEM_INSUFFICIENT_POINTS' },
  );
  const [held] = await tx
    .update(rewardRedemptions)
    .set({ holdTransferId: hold.id })
    .where(eq(rewardRedemptions.id, created.id))
    .returning();
  await recordActivity(tx, clock, {
    userId: input.userId,
    type: 'Deducted Point',
    unit: 'POINT',
    amount: -cost,
    status: 'PENDING',
    transferId: hold.id,
    reference,
    eventKey: redemptionEventKey(created.id),
  });
  return { redemption: held!, replayed: false };
}

/** PostgreSQL gave up on the transaction (deadlock, serialization): the spec's general failure. */
export function isTransientFailure(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '40P01' || code === '40001' || code === '55P03';
}

/** `holdInTransaction` in a transaction of its own; a database giving up is REDEEM_FAILED. */
export async function holdReward(db: Db, clock: Clock, input: HoldInput): Promise<HoldResult> {
  try {
    return await inTransaction(db, (tx) => holdInTransaction(tx, clock, input));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTransientFailure(error)) throw new AppError('REDEEM_FAILED');
    throw error;
  }
}

/** The profile fields a reward of this type needs, or the refusal that says what is missing. */
export function requireDestination(reward: RewardRow, destination: Destination): Destination {
  if (reward.type === 'physical') {
    if (!destination.shipping) throw new AppError('REDEEM_ADDRESS_REQUIRED');
    return { shipping: destination.shipping, walletAddress: null };
  }
  if (reward.type === 'crypto') {
    if (!destination.walletAddress) throw new AppError('REDEEM_WALLET_REQUIRED');
    return { shipping: null, walletAddress: destination.walletAddress };
  }
  return { shipping: null, walletAddress: null };
}

/**
 * Redeems a reward for points, confirmed with the PIN (the caller has checked KYC). Cheap checks
 * come first so a user who cannot redeem hears why without spending a PIN attempt; the PIN is
 * verified on its own (a wrong one stays counted); the hold transaction then decides for real.
 */
export async function redeemReward(
  db: Db,
  clock: Clock,
  userId: number,
  rewardId: number,
  request: { pin: string; idempotencyKey: string },
  locale: Locale,
  kyc: KycLookup,
): Promise<RedeemSubmit> {
  await requireKycVerified(kyc, userId, 'redeem');
  const reward = await findReward(db, rewardId);
  if (!reward) throw new AppError('REWARD_NOT_FOUND');
  // A retried confirmation answers with the first redemption, whatever has changed since.
  const [first] = await db
    .select()
    .from(rewardRedemptions)
    .where(
      and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.idempotencyKey, request.idempotencyKey)),
    );
  if (first) {
    if (first.rewardId !== rewardId) throw new AppError('IDEMPOTENCY_CONFLICT');
    return {
      redemption: presentRedemption(first, reward, locale),
      points: Number((await userBalances(db, userId)).points),
      replayed: true,
    };
  }
  if (!reward.active) throw new AppError('REWARD_NOT_FOUND');
  if (reward.subscriptionRequired && !(await activeSubscription(db, userId, clock.now()))) {
    throw new AppError('SUBSCRIPTION_REQUIRED');
  }
  const destination = requireDestination(reward, await userDestination(db, userId, locale));
  const used = (await countsByReward(db, userId, [reward.id])).get(reward.id) ?? 0;
  if (used >= reward.perUserLimit) throw new AppError('REDEEM_LIMIT_EXCEEDED');
  if (reward.redeemed >= reward.stock) throw new AppError('REDEEM_OUT_OF_REWARD');
  if ((await userBalances(db, userId)).points < BigInt(reward.costPoints)) {
    throw new AppError('REDEEM_INSUFFICIENT_POINTS');
  }

  await verifyPin(db, clock, userId, request.pin);
  const { redemption, replayed } = await holdReward(db, clock, {
    userId,
    rewardId,
    idempotencyKey: request.idempotencyKey,
    expectedCost: reward.costPoints,
    source: 'points',
    destination,
  });
  const current = (await findReward(db, rewardId)) ?? reward;
  return {
    redemption: presentRedemption(redemption, current, locale),
    points: Number((await userBalances(db, userId)).points),
    replayed,
  };
}
