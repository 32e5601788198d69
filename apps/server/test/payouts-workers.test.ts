import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { payouts, payoutTransactions } from '../src/db/schema/index.ts';
import { withDatabase } from './global-setup.ts';
import { createPayoutsTestSite, type PayoutsTestSite, SwitchableRelay } from './payouts-kit.ts';

/**
 * Two worker processes of one site (each its own connection pool) drain the payout jobs side by
 * side on PostgreSQL: one holds the payouts lease and signs, the other waits, so the hot wallet's
 * nonces are handed out in one sequence and every payout is sent exactly once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('payouts with two workers on PostgreSQL', () => {
  let site: PayoutsTestSite;
  let second: Database;
  let other: FastifyInstance;
  // The second worker reaches the chain through a relay of its own, so each one's calls are counted.
  let otherRelay: SwitchableRelay;

  beforeAll(async () => {
    site = await createPayoutsTestSite('postgres');
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      site.t.database.db,
      sql`select current_database() as name`,
    );
    second = await openDatabase({ url: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 3 });
    otherRelay = new SwitchableRelay(site.chain.rpcUrl);
    await otherRelay.start();
    const config = { ...site.t.config, KKUB_RPC_URL: otherRelay.url };
    other = await buildApp({ database: second, config, clock: site.t.clock, logger: false });
    await other.ready();
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await otherRelay?.close();
    await site?.close();
  });

  it('signs with one worker at a time: one nonce sequence, each payout sent once', async () => {
    const ids: number[] = [];
    const wallets = new Set<string>();
    const workers = [site.t.app, other];
    const round = async () => {
      await Promise.all(workers.map((app) => app.jobs.drain()));
      await site.mine(1);
      site.t.clock.advance(1_500);
    };
    // One payout at a time, each drained by both workers at once: without the lease, either
    // would take it, and the two would sign turn about.
    for (let n = 0; n < 6; n += 1) {
      const user = await site.user({ points: 1000 });
      wallets.add(user.wallet!.toLowerCase());
      const response = await site.redeem(user, 100 + n * 10);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().payout.id as number);
      await round();
    }
    for (let n = 0; n < 15; n += 1) {
      const open = await site.t.database.db.select({ status: payouts.status }).from(payouts);
      if (open.every((row) => row.status === 'COMPLETED')) break;
      await round();
    }

    for (const id of ids) expect((await site.payout(id)).status).toBe('COMPLETED');
    const sent = await site.t.database.db
      .select({ payoutId: payoutTransactions.payoutId, nonce: payoutTransactions.nonce })
      .from(payoutTransactions)
      .orderBy(payoutTransactions.nonce);
    // One transaction per payout, never replaced, and the nonces one gapless sequence.
    expect(sent.map((row) => row.payoutId).sort()).toEqual([...ids].sort());
    const first = sent[0]!.nonce;
    expect(sent.map((row) => row.nonce)).toEqual(sent.map((_row, index) => first + BigInt(index)));
    const onChain = await site.transfersFromHotWallet();
    expect(onChain.filter((transfer) => wallets.has(transfer.to.toLowerCase()))).toHaveLength(6);
    // One worker sent every transaction; the other never signed or sent one.
    const sends = [site.relay, otherRelay].map(
      (relay) => relay.methods.filter((method) => method === 'eth_sendRawTransaction').length,
    );
    // (The signer may send a transaction again while it waits to be mined: same nonce, same hash.)
    expect(Math.min(...sends)).toBe(0);
    expect(Math.max(...sends)).toBeGreaterThanOrEqual(6);
    // Exactly one of the two holds the payouts lease; the other asked and was told to wait.
    const holders = await Promise.all([
      site.t.database.leases.hold('payouts'),
      second.leases.hold('payouts'),
    ]);
    expect(holders.filter(Boolean)).toHaveLength(1);
    expect(await site.problems()).toEqual([]);
    const [row] = await site.t.database.db.select().from(payouts).where(eq(payouts.id, ids[0]!));
    expect(row?.txHash).toMatch(/^0x/);
  });
});
