import type { Locale } from '@app/contracts/locale';
import { formatKubUnits, parseKubAmount } from '@app/contracts/money';
import type { PurchaseResult, SubscriptionOrder } from '@app/contracts/subscriptions';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows } from '../../db/client.ts';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../../policies/actor.ts';
import { isKycVerified } from '../../policies/kyc.policy.ts';
import { type PurchaseFacts, purchaseRefusal } from '../../policies/subscription.policy.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';
import { hasPin, verifyPin } from '../pin/pin.service.ts';
import { queueMemberCardMint } from './member-card-mint.ts';
import { findPackageOnSale, type PackageRow, presentPackage, refusalOf } from './package.service.ts';
import { presentSubscription } from './subscription-presenter.ts';
import { findTerm, type SubscriptionsContext } from './user-subscription.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurchaseContext extends SubscriptionsContext {
  kycStatus(userId: number): Promise<{ verified: boolean }>;
}

async function purchaseFacts(
  db: Db,
  userId: number,
  now: Date,
  kycVerified: boolean,
): Promise<PurchaseFacts> {
  const [row] = await db
    .select({
      current: sql<boolean>`bool_or(${userSubscriptions.endsAt} >= ${now.toISOString()}::timestamptz)`,
      any: sql<number>`count(*)::int`,
    })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  return { kycVerified, hasCurrentTerm: row?.current === true, hasSubscribedBefore: (row?.any ?? 0) > 0 };
}

/** What the order page shows: the package, the balance, and the first refusal the order would meet. */
export async function orderSummary(
  ctx: PurchaseContext,
  actor: Actor,
  packageId: number,
  locale: Locale,
): Promise<SubscriptionOrder> {
  const pkg = await findPackageOnSale(ctx.db, packageId);
  const kycVerified = isKycVerified(await ctx.kycStatus(actor.id));
  const facts = await purchaseFacts(ctx.db, actor.id, ctx.clock.now(), kycVerified);
  const balance = await balanceOf(ctx.db, { userId: actor.id }, 'KUB');
  const short = pkg.price > balance ? pkg.price - balance : 0n;
  const refusal = purchaseRefusal(facts, pkg) ?? (short > 0n ? 'INSUFFICIENT_BALANCE' : null);
  return {
    package: presentPackage(pkg, locale),
    kubBalance: formatKubUnits(balance),
    shortBy: short > 0n ? formatKubUnits(short) : null,
    hasPin: await hasPin(ctx.db, actor.id),
    kycVerified,
    refusal: refusal ? refusalOf(refusal, locale) : null,
  };
}

async function replayOf(ctx: PurchaseContext, purchaseKey: string, pkg: PackageRow) {
  const earlier = await findTerm(ctx.db, eq(userSubscriptions.purchaseKey, purchaseKey));
  if (earlier && earlier.packageId !== pkg.id) throw new AppError('IDEMPOTENCY_CONFLICT');
  return earlier;
}

async function result(ctx: PurchaseContext, actor: Actor, termId: number, replayed: boolean, locale: Locale) {
  const term = await findTerm(ctx.db, eq(userSubscriptions.id, termId));
  const balance = await balanceOf(ctx.db, { userId: actor.id }, 'KUB');
  return {
    subscription: presentSubscription(term!, ctx.clock.now(), locale, ctx.settings),
    replayed,
    kubBalance: formatKubUnits(balance),
  };
}

/**
 * Buys a package: KUB moves from the buyer to REVENUE and the term with its quota, hints and
 * member card is created, in one transaction, or nothing happens at all.
 *
 * - The order's `Idempotency-Key` (per user) makes a retry return the first result and charge nothing.
 * - The PIN is checked before and outside the transaction, so a wrong PIN stays counted.
 * - Spec §4, one purchase at a time: the buyer's user row is locked `FOR UPDATE` first, so parallel
 *   orders queue there and each sees the term the one before it created ('Cannot purchase multiple
 *   packages simultaneously'). A term that has not ended refuses a new order; nothing is queued
 *   after it (see docs/decisions/008-subscriptions.md).
 */
export async function purchasePackage(
  ctx: PurchaseContext,
  actor: Actor,
  input: {
    packageId: number;
    pin: string | undefined;
    expectedPrice?: string | undefined;
    idempotencyKey: string;
  },
  locale: Locale,
): Promise<PurchaseResult> {
  const { db, clock } = ctx;
  const purchaseKey = `${actor.id}:${input.idempotencyKey}`;
  const pkg = await findPackageOnSale(db, input.packageId);
  const earlier = await replayOf(ctx, purchaseKey, pkg);
  if (earlier) return result(ctx, actor, earlier.id, true, locale);
  // The buyer pays the price they confirmed, or nothing: an admin may have changed it meanwhile.
  if (input.expectedPrice !== undefined && parseKubAmount(input.expectedPrice) !== pkg.price)
    throw new AppError('PACKAGE_PRICE_CHANGED');

  // Checked before the PIN so a refused order does not cost a PIN attempt; checked again below.
  const kycVerified = isKycVerified(await ctx.kycStatus(actor.id));
  const refusal = purchaseRefusal(await purchaseFacts(db, actor.id, clock.now(), kycVerified), pkg);
  if (refusal) throw new AppError(refusal);
  if ((await balanceOf(db, { userId: actor.id }, 'KUB')) < pkg.price)
    throw new AppError('INSUFFICIENT_BALANCE');

  await verifyPin(db, clock, actor.id, input.pin);

  const outcome = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from users where id = ${actor.id} for update`);
    // The package as it is now, held until commit: a price changed since it was read refuses.
    const [current] = await queryRows<{ price: string | number; active: boolean }>(
      tx,
      sql`select price, active from subscription_packages where id = ${pkg.id} for share`,
    );
    if (!current?.active) throw new AppError('PACKAGE_NOT_FOUND');
    if (BigInt(current.price) !== pkg.price) throw new AppError('PACKAGE_PRICE_CHANGED');
    const again = await tx
      .select({ id: userSubscriptions.id, packageId: userSubscriptions.packageId })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.purchaseKey, purchaseKey));
    if (again[0]) {
      if (again[0].packageId !== pkg.id) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { id: again[0].id, replayed: true };
    }
    const now = clock.now();
    const locked = purchaseRefusal(await purchaseFacts(tx, actor.id, now, kycVerified), pkg);
    if (locked) throw new AppError(locked);

    let transferId: number | null = null;
    if (pkg.price > 0n) {
      const paid = await transfer(
        tx,
        clock,
        {
          kind: 'package-purchase',
          currency: 'KUB',
          amount: pkg.price,
          from: { userId: actor.id },
          to: { system: 'REVENUE' },
          idempotencyKey: `package-purchase:${purchaseKey}`,
          reference: { type: 'subscription-package', id: pkg.id },
          actorUserId: actor.id,
          metadata: { package: pkg.slug },
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      );
      transferId = paid.transfer.id;
    }
    const [term] = await tx
      .insert(userSubscriptions)
      .values({
        userId: actor.id,
        packageId: pkg.id,
        pricePaid: pkg.price,
        startsAt: now,
        endsAt: new Date(now.getTime() + pkg.durationDays * DAY_MS),
        quotaTotal: pkg.mainQuizQuota,
        hintsPerMonth: pkg.hintsPerMonth,
        transferId,
        purchaseKey,
        createdAt: now,
      })
      .returning();
    // The card's token id is the term's id: unique, and known before anything goes on chain.
    const [withCard] = pkg.nftMemberCard
      ? await tx
          .update(userSubscriptions)
          .set({ nftTokenId: String(term!.id) })
          .where(eq(userSubscriptions.id, term!.id))
          .returning()
      : [term!];
    await recordPurchaseActivities(ctx, tx, actor.id, withCard!, pkg, transferId);
    const queued = await queueMemberCardMint(tx, clock, ctx.settings, withCard!);
    return { id: term!.id, replayed: false, queued };
  });
  if ('queued' in outcome && outcome.queued) ctx.jobs?.kick();
  return result(ctx, actor, outcome.id, outcome.replayed, locale);
}

async function recordPurchaseActivities(
  ctx: PurchaseContext,
  db: Db,
  userId: number,
  term: { id: number },
  pkg: PackageRow,
  transferId: number | null,
) {
  const reference = { type: 'user-subscription', id: term.id };
  const event = (what: string) => `user-subscription:${term.id}:${what}`;
  await recordActivity(db, ctx.clock, {
    userId,
    type: 'Purchase Package',
    unit: 'KUB',
    amount: -pkg.price,
    status: 'COMPLETED',
    ...(transferId === null ? {} : { transferId }),
    reference,
    eventKey: event('purchase'),
  });
  if (pkg.mainQuizQuota > 0) {
    await recordActivity(db, ctx.clock, {
      userId,
      type: 'Added the main quiz quota',
      unit: 'QUOTA',
      amount: pkg.mainQuizQuota,
      status: 'COMPLETED',
      reference,
      eventKey: event('quota'),
    });
  }
  if (pkg.hintsPerMonth > 0) {
    await recordActivity(db, ctx.clock, {
      userId,
      type: 'Add quota hint',
      unit: 'HINT',
      amount: pkg.hintsPerMonth,
      status: 'COMPLETED',
      reference,
      eventKey: event('hints-0'),
    });
  }
}
