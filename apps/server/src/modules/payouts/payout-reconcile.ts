import type { Reconciliation } from '@app/contracts/payouts';
import { formatKubUnits } from '@app/contracts/money';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Address, isAddressEqual, parseAbiItem } from 'viem';
import type { Db } from '../../db/client.ts';
import { payoutControl as controlTable, payouts, payoutTransactions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PayoutChain } from './payout-chain.ts';
import { payoutControl } from './payout-control.service.ts';
import { TOKEN_UNITS_PER_LEDGER_UNIT } from './payout-settings.ts';

const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
const LOG_RANGE = 5_000n;

/**
 * Compares what the ledger says was paid out (COMPLETED payouts) with the token's Transfer events
 * from the hot wallet (and the ones before it), and records every mismatch: a payout whose transaction has no event
 * (missing on chain), an event no payout accounts for (on chain without payout, e.g. the key used
 * elsewhere), or one whose amount or recipient differs. Payouts still in flight are left out on
 * both sides. The result is kept on the control row for the back office.
 */
export async function reconcilePayouts(db: Db, clock: Clock, chain: PayoutChain): Promise<Reconciliation> {
  const head = await chain.blockNumber();
  const [first] = await db.select({ block: sql<string | null>`min(${payouts.minedBlock})` }).from(payouts);
  const fromBlock = first?.block ? BigInt(first.block) : head > LOG_RANGE ? head - LOG_RANGE : 0n;

  // Every hot wallet that ever paid: after a switch the earlier wallets' transfers still count.
  const used = await db.selectDistinct({ wallet: payouts.hotWallet }).from(payouts);
  const wallets = [
    ...new Set([chain.hotWallet.toLowerCase(), ...used.flatMap((row) => (row.wallet ? [row.wallet] : []))]),
  ].map((wallet) => wallet as Address);

  const events: { hash: string; to: Address; value: bigint }[] = [];
  for (let start = fromBlock; start <= head; start += LOG_RANGE) {
    const end = start + LOG_RANGE - 1n < head ? start + LOG_RANGE - 1n : head;
    const logs = await chain.client.getLogs({
      address: chain.token,
      event: TRANSFER_EVENT,
      args: { from: wallets },
      fromBlock: start,
      toBlock: end,
    });
    for (const log of logs) {
      events.push({ hash: log.transactionHash!.toLowerCase(), to: log.args.to!, value: log.args.value! });
    }
  }

  const completed = await db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      to: payouts.toAddress,
      hash: payouts.txHash,
      block: payouts.minedBlock,
    })
    .from(payouts)
    .where(eq(payouts.status, 'COMPLETED'));
  const inFlight = await db
    .select({ hash: payoutTransactions.hash })
    .from(payoutTransactions)
    .innerJoin(payouts, eq(payouts.id, payoutTransactions.payoutId))
    .where(inArray(payouts.status, ['SIGNED']));
  const pending = new Set(inFlight.map((row) => row.hash.toLowerCase()));

  const mismatches: Reconciliation['mismatches'] = [];
  const byHash = new Map(events.map((event) => [event.hash, event]));
  const accounted = new Set<string>();
  for (const payout of completed) {
    const hash = payout.hash?.toLowerCase() ?? '';
    const event = byHash.get(hash);
    if (!event) {
      if (payout.block !== null && payout.block >= fromBlock) {
        mismatches.push({
          kind: 'missing-on-chain',
          payoutId: payout.id,
          txHash: payout.hash,
          detail: `no Transfer event for ${formatKubUnits(payout.amount)} KKUB to ${payout.to}`,
        });
      }
      continue;
    }
    accounted.add(hash);
    if (event.value !== payout.amount * TOKEN_UNITS_PER_LEDGER_UNIT) {
      mismatches.push({
        kind: 'amount-differs',
        payoutId: payout.id,
        txHash: payout.hash,
        detail: `ledger ${formatKubUnits(payout.amount)} KKUB, chain ${event.value} token units`,
      });
    }
    if (!isAddressEqual(event.to, payout.to as Address)) {
      mismatches.push({
        kind: 'recipient-differs',
        payoutId: payout.id,
        txHash: payout.hash,
        detail: `ledger ${payout.to}, chain ${event.to}`,
      });
    }
  }
  for (const event of events) {
    if (accounted.has(event.hash) || pending.has(event.hash)) continue;
    mismatches.push({
      kind: 'unknown-on-chain',
      payoutId: null,
      txHash: event.hash,
      detail: `${event.value} token units to ${event.to} with no payout`,
    });
  }

  const result: Reconciliation = {
    at: clock.now().toISOString(),
    fromBlock: fromBlock.toString(),
    toBlock: head.toString(),
    payoutsChecked: completed.length,
    transfersOnChain: events.length,
    mismatches,
  };
  const control = await payoutControl(db, clock);
  await db
    .update(controlTable)
    .set({
      reconciliation: { ...result },
      reconciledAt: clock.now(),
      updatedAt: clock.now(),
    })
    .where(eq(controlTable.id, control.id));
  return result;
}
