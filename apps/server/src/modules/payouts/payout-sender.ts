import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { getAddress, type Hash, type Hex } from 'viem';
import { type Db, inTransaction } from '../../db/client.ts';
import { payoutNonces, payouts, payoutTransactions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { startOfBangkokDay } from '../../lib/bangkok-day.ts';
import { clearLowFunds, payoutControl, reportLowFunds } from './payout-control.service.ts';
import type { Fees, PayoutChain } from './payout-chain.ts';
import { releasePayout, settlePayout } from './payout-settlement.ts';
import { type PayoutSettings, TOKEN_UNITS_PER_LEDGER_UNIT } from './payout-settings.ts';
import { CHAIN_UNAVAILABLE } from './payout-views.ts';

export interface PayoutEnv {
  db: Db;
  clock: Clock;
  settings: PayoutSettings;
  chain: PayoutChain;
  log: FastifyBaseLogger;
  /** Test seam: runs right after the signed transaction is recorded, before it is broadcast. */
  afterSign?: (payoutId: number) => Promise<void>;
}

/** done: the payout is final; waiting: look again later (why, for the admin queue). */
export type PayoutStep = { state: 'done' } | { state: 'waiting'; why: string };

const FEE_BUMP_PERCENT = 125n;

async function noteWaiting(env: PayoutEnv, id: number, why: string): Promise<PayoutStep> {
  await env.db
    .update(payouts)
    .set({ lastError: why.slice(0, 500), updatedAt: env.clock.now() })
    .where(eq(payouts.id, id));
  return { state: 'waiting', why };
}

/**
 * Moves one payout forward as far as it can go now. Safe to run any number of times, by several
 * workers at once, and after a crash at any point: a payout is signed at most once per nonce under
 * row locks, everything signed is recorded before it is broadcast, and a recorded transaction is
 * only ever re-broadcast or replaced with the same nonce, so at most one transfer can be mined.
 */
export async function processPayout(env: PayoutEnv, id: number): Promise<PayoutStep> {
  const [payout] = await env.db.select().from(payouts).where(eq(payouts.id, id));
  if (!payout || !['QUEUED', 'SIGNED'].includes(payout.status)) return { state: 'done' };
  try {
    if (payout.status === 'QUEUED') return await signAndSend(env, payout);
    return await followUp(env, payout);
  } catch (error) {
    // The chain is unreachable or answered oddly: nothing was decided, so wait and look again.
    env.log.warn({ err: error, payoutId: id }, 'payout waits: chain call failed');
    return noteWaiting(env, id, `${CHAIN_UNAVAILABLE}: ${(error as Error).message.split('\n')[0]}`);
  }
}

async function hotWalletSentToday(env: PayoutEnv): Promise<bigint> {
  const [row] = await env.db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['SIGNED', 'COMPLETED']),
        gte(payouts.signedAt, startOfBangkokDay(env.clock.now())),
      ),
    );
  return BigInt(row!.total);
}

/** KKUB signed away from the current hot wallet but not yet mined (a previous wallet pays its own). */
async function inFlight(env: PayoutEnv): Promise<bigint> {
  const [row] = await env.db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.status, 'SIGNED'), eq(payouts.hotWallet, env.chain.hotWallet.toLowerCase())));
  return BigInt(row!.total);
}

async function signAndSend(env: PayoutEnv, payout: typeof payouts.$inferSelect): Promise<PayoutStep> {
  const { db, clock, settings, chain } = env;
  const control = await payoutControl(db, clock);
  if (control.paused) return noteWaiting(env, payout.id, 'payouts are paused');
  if ((await hotWalletSentToday(env)) + payout.amount > settings.hotWalletDailyLimit) {
    return noteWaiting(env, payout.id, "the hot wallet's daily limit is reached");
  }

  const balances = await chain.balances();
  const available = balances.token - (await inFlight(env)) * TOKEN_UNITS_PER_LEDGER_UNIT;
  const need = payout.amount * TOKEN_UNITS_PER_LEDGER_UNIT;
  const low =
    available < need
      ? 'not enough KKUB in the hot wallet'
      : balances.token < settings.hotWalletMinKkub * TOKEN_UNITS_PER_LEDGER_UNIT
        ? 'the hot wallet is below its KKUB minimum'
        : balances.gas < settings.hotWalletMinGas
          ? 'the hot wallet is low on gas'
          : null;
  if (low) {
    await reportLowFunds(db, clock, low, balances);
    return noteWaiting(env, payout.id, low);
  }
  if (control.lowFundsSince) await clearLowFunds(db, clock);

  const [chainNonce, fees] = await Promise.all([chain.pendingNonce(), chain.fees(), chain.chainId()]);
  const hotWallet = chain.hotWallet.toLowerCase();
  const signed = await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    if (locked?.status !== 'QUEUED') return null;
    const now = clock.now();
    await tx
      .insert(payoutNonces)
      .values({ address: hotWallet, nextNonce: BigInt(chainNonce), updatedAt: now })
      .onConflictDoNothing();
    const [counter] = await tx
      .select()
      .from(payoutNonces)
      .where(eq(payoutNonces.address, hotWallet))
      .for('update');
    // The chain may be ahead if the key was used elsewhere; never behind what we have handed out.
    const nonce = counter!.nextNonce > BigInt(chainNonce) ? counter!.nextNonce : BigInt(chainNonce);
    const { raw, hash } = await chain.sign({ to: getAddress(locked.toAddress), amount: need, nonce, fees });
    await tx.insert(payoutTransactions).values({
      payoutId: payout.id,
      hash,
      raw,
      nonce,
      maxFeePerGas: fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      createdAt: now,
    });
    await tx
      .update(payoutNonces)
      .set({ nextNonce: nonce + 1n, updatedAt: now })
      .where(eq(payoutNonces.address, hotWallet));
    await tx
      .update(payouts)
      .set({
        status: 'SIGNED',
        hotWallet,
        nonce,
        txHash: hash,
        signedAt: now,
        updatedAt: now,
        lastError: null,
      })
      .where(eq(payouts.id, payout.id));
    return { raw, hash };
  });
  if (!signed) return { state: 'waiting', why: 'signed by another worker' };
  await env.afterSign?.(payout.id);
  await broadcast(env, signed.raw, signed.hash);
  return { state: 'waiting', why: 'sent, waiting for confirmations' };
}

async function broadcast(env: PayoutEnv, raw: string, hash: string): Promise<void> {
  await env.chain.broadcast(raw as Hex);
  await env.db
    .update(payoutTransactions)
    .set({ broadcastAt: env.clock.now() })
    .where(eq(payoutTransactions.hash, hash));
}

function bumped(previous: bigint, current: bigint): bigint {
  const raised = (previous * FEE_BUMP_PERCENT + 99n) / 100n;
  return raised > current ? raised : current;
}

async function followUp(env: PayoutEnv, payout: typeof payouts.$inferSelect): Promise<PayoutStep> {
  const { db, clock, settings, chain } = env;
  const sent = await db
    .select()
    .from(payoutTransactions)
    .where(eq(payoutTransactions.payoutId, payout.id))
    .orderBy(desc(payoutTransactions.id));
  for (const attempt of sent) {
    const receipt = await chain.receipt(attempt.hash as Hash);
    if (!receipt) continue;
    const head = await chain.blockNumber();
    const confirmations = head - receipt.blockNumber + 1n;
    if (confirmations < BigInt(settings.confirmations)) {
      return noteWaiting(
        env,
        payout.id,
        `mined, ${confirmations} of ${settings.confirmations} confirmations`,
      );
    }
    await inTransaction(db, (tx) =>
      receipt.status === 'success'
        ? settlePayout(tx, clock, payout, { hash: attempt.hash, block: receipt.blockNumber })
        : releasePayout(tx, clock, payout, {
            status: 'FAILED',
            from: ['SIGNED'],
            reason: `the transfer ${attempt.hash} reverted on chain`,
          }),
    );
    env.log.info({ payoutId: payout.id, hash: attempt.hash, status: receipt.status }, 'payout settled');
    return { state: 'done' };
  }

  const latest = sent[0];
  if (!latest) return noteWaiting(env, payout.id, 'no signed transaction recorded');
  if (clock.now().getTime() - latest.createdAt.getTime() < settings.stuckMs) {
    // Re-broadcasting the same bytes is harmless and recovers a crash before the first broadcast.
    await broadcast(env, latest.raw, latest.hash);
    return noteWaiting(env, payout.id, 'sent, waiting to be mined');
  }

  // Signed by a hot wallet whose key this process no longer holds (switched without keeping it as
  // PAYOUT_PREVIOUS_HOT_WALLET_KEY): only those bytes can settle it. Another wallet's transaction
  // at "the same nonce" would be a second transfer, not a replacement.
  const from = payout.hotWallet ?? chain.hotWallet;
  if (!chain.canSignFor(from)) {
    await broadcast(env, latest.raw, latest.hash);
    return noteWaiting(env, payout.id, 'in flight from a previous hot wallet whose key is not configured');
  }

  // Stuck: the same nonce again with a higher fee. Whichever of the hashes is mined settles it.
  const current = await chain.fees();
  const fees: Fees = {
    maxFeePerGas: bumped(BigInt(latest.maxFeePerGas), current.maxFeePerGas),
    maxPriorityFeePerGas: bumped(BigInt(latest.maxPriorityFeePerGas), current.maxPriorityFeePerGas),
  };
  if (fees.maxPriorityFeePerGas > fees.maxFeePerGas) fees.maxFeePerGas = fees.maxPriorityFeePerGas;
  const replacement = await chain.sign({
    to: getAddress(payout.toAddress),
    amount: payout.amount * TOKEN_UNITS_PER_LEDGER_UNIT,
    nonce: latest.nonce,
    fees,
    from: getAddress(from),
  });
  const recorded = await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
    const [newest] = await tx
      .select({ id: payoutTransactions.id })
      .from(payoutTransactions)
      .where(eq(payoutTransactions.payoutId, payout.id))
      .orderBy(desc(payoutTransactions.id))
      .limit(1);
    if (locked?.status !== 'SIGNED' || newest?.id !== latest.id) return false;
    const now = clock.now();
    await tx.insert(payoutTransactions).values({
      payoutId: payout.id,
      hash: replacement.hash,
      raw: replacement.raw,
      nonce: latest.nonce,
      maxFeePerGas: fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      createdAt: now,
    });
    await tx
      .update(payouts)
      .set({ txHash: replacement.hash, updatedAt: now })
      .where(eq(payouts.id, payout.id));
    return true;
  });
  if (recorded) {
    env.log.warn({ payoutId: payout.id, hash: replacement.hash, replaces: latest.hash }, 'payout fee raised');
    await broadcast(env, replacement.raw, replacement.hash);
  }
  return noteWaiting(env, payout.id, 'fee raised, waiting to be mined');
}

/** Every payout not yet final, oldest first: recovery at start-up and the bench drive this. */
export async function openPayoutIds(db: Db, limit = 1000): Promise<number[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(inArray(payouts.status, ['QUEUED', 'SIGNED']))
    .orderBy(payouts.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
