import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createPublicClient, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { payouts, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { startLocalKkubChain } from '../apps/server/src/modules/payouts/contracts/local-kkub-chain.ts';
import { payoutChain } from '../apps/server/src/modules/payouts/payout-chain.ts';
import { openPayoutIds, processPayout } from '../apps/server/src/modules/payouts/payout-sender.ts';
import { payoutSettings } from '../apps/server/src/modules/payouts/payout-settings.ts';
import { convertPointsToKkub } from '../apps/server/src/modules/wallet/redeem-token.service.ts';

/**
 * `npm run bench:payouts`: PAYOUTS_BENCH_COUNT (1,000) Redeem Token conversions queue payouts on
 * an embedded database (BENCH_DATABASE_URL: PostgreSQL instead), then one worker signs, sends and
 * settles them all against a local ganache chain running KKUB (1 confirmation). Prints how long
 * queueing and confirming took, and checks every recipient got exactly its amount.
 */
const COUNT = Number(process.env.PAYOUTS_BENCH_COUNT ?? 1000);
const PER_USER = 10;

const chain = await startLocalKkubChain({ fundKkub: '10000000' });
const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 10 })
  : await openDatabase({});
await database.migrate();
const db = database.db;
const config = {
  KKUB_RPC_URL: chain.rpcUrl,
  KKUB_TOKEN_ADDRESS: chain.token,
  PAYOUT_HOT_WALLET_KEY: chain.hotWalletKey,
  KKUB_CHAIN_ID: String(chain.chainId),
  PAYOUT_CONFIRMATIONS: '1',
  PAYOUT_DAILY_LIMIT_KKUB: '100000',
  PAYOUT_HOT_WALLET_DAILY_LIMIT_KKUB: '10000000',
};
const settings = payoutSettings(config);
const env = {
  db,
  clock: systemClock,
  settings,
  chain: payoutChain(settings.chain!),
  log: pino({ level: 'silent' }),
};

const wallets: `0x${string}`[] = [];
const userIds: number[] = [];
for (let i = 0; i < Math.ceil(COUNT / PER_USER); i += 1) {
  const wallet = privateKeyToAccount(generatePrivateKey()).address;
  const [row] = await db
    .insert(users)
    .values({
      email: `payout-bench-${i}-${Date.now()}@example.com`,
      emailVerifiedAt: new Date(),
      walletAddress: wallet,
      walletProvenAt: new Date(),
    })
    .returning({ id: users.id });
  await inTransaction(db, (tx) =>
    transfer(
      tx,
      systemClock,
      {
        kind: 'quiz-reward',
        currency: 'POINT',
        amount: BigInt(PER_USER * 100),
        from: { system: 'ISSUANCE' },
        to: { userId: row!.id },
        idempotencyKey: `payout-bench-points-${row!.id}`,
      },
      { insufficient: 'INSUFFICIENT_BALANCE' },
    ),
  );
  wallets.push(wallet);
  userIds.push(row!.id);
}

const queuedAt = performance.now();
for (let n = 0; n < COUNT; n += 1) {
  const user = userIds[Math.floor(n / PER_USER)]!;
  await convertPointsToKkub(db, systemClock, user, `bench-${n}-${user}`, 100, settings);
}
const queuedMs = performance.now() - queuedAt;

const sendAt = performance.now();
let rounds = 0;
for (;;) {
  const open = await openPayoutIds(db, COUNT);
  if (open.length === 0) break;
  rounds += 1;
  for (const id of open) await processPayout(env, id);
  await chain.rpc('evm_mine');
  if (rounds > 200) throw new Error(`${open.length} payouts still open after 200 rounds`);
}
const confirmMs = performance.now() - sendAt;

const reader = createPublicClient({ transport: http(chain.rpcUrl) });
let wrong = 0;
for (const wallet of wallets) {
  const balance = await reader.readContract({
    address: chain.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet],
  });
  if (balance !== BigInt(PER_USER) * 10n ** 18n) wrong += 1;
}
const done = await db.select({ status: payouts.status }).from(payouts);
const completed = done.filter((row) => row.status === 'COMPLETED').length;
const problems = await ledgerProblems(db);

console.log(
  `payouts: ${COUNT} queued in ${(queuedMs / 1000).toFixed(1)} s (${((COUNT * 1000) / queuedMs).toFixed(0)}/s)`,
);
console.log(
  `payouts: ${completed} confirmed on chain in ${(confirmMs / 1000).toFixed(1)} s ` +
    `(${((completed * 1000) / confirmMs).toFixed(0)}/s, ${rounds} rounds, one worker)`,
);
console.log(`recipients with a wrong balance: ${wrong}; ledger problems: ${problems.length}`);
await database.close();
await chain.close();
process.exit(wrong === 0 && problems.length === 0 && completed === COUNT ? 0 : 1);
