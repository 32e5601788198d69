import { and, eq } from 'drizzle-orm';
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditLog,
  jobs,
  ledgerAccounts,
  payouts,
  payoutTransactions,
  users,
} from '../src/db/schema/index.ts';
import { localChain } from '../src/modules/payouts/payout-chain.ts';
import { userBalances } from '../src/modules/ledger/ledger.service.ts';
import { processPayout } from '../src/modules/payouts/payout-sender.ts';
import { payoutSettings } from '../src/modules/payouts/payout-settings.ts';
import { convertPointsToKkub } from '../src/modules/wallet/redeem-token.service.ts';
import { createPayoutsTestSite, type PayoutsTestSite } from './payouts-kit.ts';
import { DRIVERS } from './test-db.ts';

const KKUB = (text: string) => parseUnits(text, 18);

/**
 * Payouts against a real EVM: a local ganache node running OpenZeppelin's ERC-20 (KKUB), the
 * site's own hot wallet, and a relay that can cut the node off. The ledger's invariants are
 * checked after every case.
 */
describe.each(DRIVERS)('KKUB payouts on a local chain (%s)', (driver) => {
  let site: PayoutsTestSite;

  beforeAll(async () => {
    site = await createPayoutsTestSite(driver);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  async function activityOf(userId: number) {
    return site.t.database.db
      .select({ unit: activities.unit, amount: activities.amount, status: activities.status })
      .from(activities)
      .where(eq(activities.userId, userId))
      .orderBy(activities.id);
  }

  it('holds the KKUB, sends it from the hot wallet through the job, and settles it after confirmations', async () => {
    const user = await site.user({ points: 1000 });
    const response = await site.redeem(user, 250);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ points: 250, kkub: '2.5', pointBalance: 750, kubBalance: '0' });
    const id = body.payout.id as number;
    expect((await site.payout(id)).status).toBe('QUEUED');
    expect(await activityOf(user.id)).toEqual([
      { unit: 'POINT', amount: -250n, status: 'COMPLETED' },
      { unit: 'KKUB', amount: 250_000_000n, status: 'PENDING' },
    ]);

    // The job signs and broadcasts; the next check is queued for later.
    await site.t.app.jobs.drain();
    const sent = await site.payout(id);
    expect(sent.status).toBe('SIGNED');
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // Later checks (jobs queued by the first) wait for the confirmations, then settle it.
    for (let round = 0; round < 10 && (await site.payout(id)).status === 'SIGNED'; round += 1) {
      await site.mine(1);
      site.t.clock.advance(1_500);
      await site.t.app.jobs.drain();
    }

    const done = await site.payout(id);
    expect(done.status).toBe('COMPLETED');
    expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('2.5'));
    expect((await activityOf(user.id)).at(-1)).toMatchObject({ unit: 'KKUB', status: 'COMPLETED' });

    const mine = await site.t.app.inject({ url: '/api/client/payouts', headers: user.headers });
    expect(mine.json()).toMatchObject({
      enabled: true,
      data: [{ id, amount: '2.5', status: 'COMPLETED', txHash: done.txHash, toAddress: user.wallet }],
    });
    expect(await site.problems()).toEqual([]);
  });

  it('refuses Redeem Token without a proven wallet, and moves nothing', async () => {
    const user = await site.user({ points: 500, wallet: false });
    const response = await site.redeem(user, 100);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYOUT_WALLET_REQUIRED');
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(500n);
  });

  it('refuses Redeem Token to a wallet typed into the profile but never proven, and moves nothing', async () => {
    const user = await site.user({ points: 500, wallet: false });
    const typed = privateKeyToAccount(generatePrivateKey()).address;
    const saved = await site.t.app.inject({
      method: 'PATCH',
      url: '/api/client/user-clients/me/profile',
      headers: user.headers,
      payload: { walletAddress: typed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await site.t.database.db
      .select({ wallet: users.walletAddress, provenAt: users.walletProvenAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored).toEqual({ wallet: typed, provenAt: null });

    const response = await site.redeem(user, 100);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYOUT_WALLET_REQUIRED');
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(500n);
    expect(await site.t.database.db.select().from(payouts).where(eq(payouts.userId, user.id))).toEqual([]);
  });

  it('recovers a worker killed between signing and broadcast: the same transaction lands, once', async () => {
    const user = await site.user({ points: 1000 });
    const id = (await site.redeem(user, 400)).json().payout.id as number;
    const before = (await site.transfersFromHotWallet()).length;

    // This worker dies right after recording the signed transaction, before broadcasting it.
    const dying = site.env({
      afterSign: async () => {
        throw new Error('worker killed');
      },
    });
    await processPayout(dying, id);
    const signed = await site.payout(id);
    expect(signed.status).toBe('SIGNED');
    expect(await site.hashes(id)).toHaveLength(1);
    expect((await site.transfersFromHotWallet()).length).toBe(before);

    // A new worker finds the recorded transaction and re-broadcasts it: no new nonce, no new hash.
    await site.settleAll({ env: site.env() });
    const done = await site.payout(id);
    expect(done.status).toBe('COMPLETED');
    expect(done.txHash).toBe(signed.txHash);
    expect(done.nonce).toBe(signed.nonce);
    expect(await site.hashes(id)).toEqual([signed.txHash]);
    const landed = (await site.transfersFromHotWallet()).filter((event) => event.to === user.wallet);
    expect(landed).toEqual([{ to: user.wallet, value: KKUB('4'), hash: signed.txHash }]);

    // Running it again changes nothing: the payout is final.
    await processPayout(site.env(), id);
    expect((await site.transfersFromHotWallet()).filter((event) => event.to === user.wallet)).toHaveLength(1);
    expect(await site.problems()).toEqual([]);
  });

  it('waits while the chain is down, then sends once it is back', async () => {
    const user = await site.user({ points: 1000 });
    const id = (await site.redeem(user, 300)).json().payout.id as number;
    site.relay.setDown(true);
    try {
      await processPayout(site.env(), id);
      await processPayout(site.env(), id);
      const waiting = await site.payout(id);
      expect(waiting.status).toBe('QUEUED');
      expect(waiting.lastError).toMatch(/chain unavailable/);
    } finally {
      site.relay.setDown(false);
    }
    await site.settleAll();
    expect((await site.payout(id)).status).toBe('COMPLETED');
    expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('3'));
    expect(await site.problems()).toEqual([]);
  });

  it('keeps waiting when the chain goes down after broadcast, and settles when it is back', async () => {
    const user = await site.user({ points: 1000 });
    const id = (await site.redeem(user, 100)).json().payout.id as number;
    await processPayout(site.env(), id);
    expect((await site.payout(id)).status).toBe('SIGNED');
    site.relay.setDown(true);
    try {
      await site.mine(1);
      await processPayout(site.env(), id);
      expect((await site.payout(id)).status).toBe('SIGNED');
    } finally {
      site.relay.setDown(false);
    }
    await site.settleAll();
    expect((await site.payout(id)).status).toBe('COMPLETED');
    expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('1'));
  });

  it('releases a transfer that reverts on chain (token paused): points back, nothing lost', async () => {
    const user = await site.user({ points: 1000 });
    await site.chain.asOwner('pause');
    let id: number;
    try {
      id = (await site.redeem(user, 500)).json().payout.id as number;
      await site.settleAll();
    } finally {
      await site.chain.asOwner('unpause');
    }
    const failed = await site.payout(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.lastError).toMatch(/reverted/);
    expect(await site.tokenBalance(user.wallet!)).toBe(0n);
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(1000n);
    expect(await activityOf(user.id)).toEqual([
      { unit: 'POINT', amount: -500n, status: 'COMPLETED' },
      { unit: 'KKUB', amount: 500_000_000n, status: 'FAILED' },
      { unit: 'POINT', amount: 500n, status: 'COMPLETED' },
    ]);
    const [held] = await site.t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.code, 'PAYOUTS_HELD'), eq(ledgerAccounts.currency, 'KUB')));
    expect(held!.balance).toBe(0n);

    // The nonce of the reverted transfer was used; the next payout goes out normally.
    const next = (await site.redeem(user, 100)).json().payout.id as number;
    await site.settleAll();
    expect((await site.payout(next)).status).toBe('COMPLETED');
    expect(await site.problems()).toEqual([]);
  });

  it('replaces a stuck transfer with the same nonce and a higher fee; the mined one settles it', async () => {
    const user = await site.user({ points: 1000 });
    await site.chain.rpc('miner_stop');
    let id: number;
    try {
      id = (await site.redeem(user, 200)).json().payout.id as number;
      await processPayout(site.env(), id);
      const first = await site.payout(id);
      expect(first.status).toBe('SIGNED');
      // Not stuck yet: the same bytes again.
      await processPayout(site.env(), id);
      expect(await site.hashes(id)).toHaveLength(1);
      site.t.clock.advance(61_000);
      await processPayout(site.env(), id);
      expect(await site.hashes(id)).toHaveLength(2);
    } finally {
      await site.chain.rpc('miner_start');
    }
    await site.mine(1);
    await site.settleAll();
    const done = await site.payout(id);
    const hashes = await site.hashes(id);
    expect(done.status).toBe('COMPLETED');
    expect(hashes).toContain(done.txHash);
    const [first, second] = await site.t.database.db
      .select()
      .from(payoutTransactions)
      .where(eq(payoutTransactions.payoutId, id))
      .orderBy(payoutTransactions.id);
    expect(second!.nonce).toBe(first!.nonce);
    expect(BigInt(second!.maxFeePerGas)).toBeGreaterThan(BigInt(first!.maxFeePerGas));
    expect((await site.transfersFromHotWallet()).filter((event) => event.to === user.wallet)).toHaveLength(1);
    expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('2'));
    expect(await site.problems()).toEqual([]);
  });

  it('holds a user to the daily limit (50 KKUB a Bangkok day), and lets them go on tomorrow', async () => {
    const user = await site.user({ points: 20_000 });
    expect((await site.redeem(user, 4000)).statusCode).toBe(200);
    const over = await site.redeem(user, 1001);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('PAYOUT_DAILY_LIMIT');
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(16_000n);
    expect((await site.redeem(user, 1000)).statusCode).toBe(200);
    site.t.clock.advance(24 * 60 * 60 * 1000);
    expect((await site.redeem(user, 1001)).statusCode).toBe(200);
    await site.settleAll();
    expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('60.01'));
    expect(await site.problems()).toEqual([]);
  });

  it.runIf(driver === 'postgres')(
    'parallel Redeem Token calls never overdraw points and never double a payout',
    async () => {
      const user = await site.user({ points: 1000 });
      // The conversion itself, past the PIN check (which counts parallel PIN checks on its own).
      const settings = payoutSettings(site.config);
      const calls = await Promise.allSettled(
        Array.from({ length: 24 }, (_, i) =>
          convertPointsToKkub(
            site.t.database.db,
            site.t.clock,
            user.id,
            `race-${user.id}-${i % 20}`,
            60,
            settings,
          ),
        ),
      );
      const refused = calls.filter((call) => call.status === 'rejected');
      expect(
        refused.every((call) => (call.reason as { code?: string }).code === 'REDEEM_INSUFFICIENT_POINTS'),
      ).toBe(true);
      // 1000 points pay 16 conversions of 60; four keys were sent twice and answer the same payout.
      const ids = new Set(
        calls.flatMap((call) => (call.status === 'fulfilled' ? [call.value.payout!.id] : [])),
      );
      expect(ids.size).toBe(16);
      const rows = await site.t.database.db.select().from(payouts).where(eq(payouts.userId, user.id));
      expect(rows).toHaveLength(16);
      expect((await userBalances(site.t.database.db, user.id)).points).toBe(40n);
      await site.settleAll({ rounds: 20 });
      expect(await site.tokenBalance(user.wallet!)).toBe(KKUB('9.6'));
      const nonces = (await site.t.database.db.select({ nonce: payouts.nonce }).from(payouts)).map(
        (r) => r.nonce,
      );
      expect(new Set(nonces).size).toBe(nonces.length);
      expect(await site.problems()).toEqual([]);
    },
    60_000,
  );

  it('lets admins pause, cancel a payout not yet signed (points back) and resume, each audited', async () => {
    const admin = await site.t.createUser({ role: 'admin' });
    const adminHeaders = await site.t.signIn(admin);
    const post = (url: string, payload: unknown) =>
      site.t.app.inject({ method: 'POST', url, headers: adminHeaders, payload: payload as object });

    expect(
      (await post('/api/admin/payouts/pause', { paused: true, reason: 'Checking the hot wallet' }))
        .statusCode,
    ).toBe(200);
    const user = await site.user({ points: 1000 });
    const id = (await site.redeem(user, 300)).json().payout.id as number;
    await processPayout(site.env(), id);
    expect(await site.payout(id)).toMatchObject({ status: 'QUEUED', lastError: 'payouts are paused' });

    const queue = await site.t.app.inject({ url: '/api/admin/payouts', headers: adminHeaders });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ enabled: true, paused: true, hotWallet: site.chain.hotWallet });
    expect(queue.json().data.find((row: { id: number }) => row.id === id)).toMatchObject({
      stage: 'QUEUED',
      status: 'PENDING',
      note: 'payouts are paused',
    });
    const userQueue = await site.t.app.inject({ url: '/api/admin/payouts', headers: user.headers });
    expect(userQueue.statusCode).toBe(403);

    const cancelled = await post(`/api/admin/payouts/${id}/cancel`, { reason: 'Asked by the user' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'FAILED' });
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(1000n);
    expect((await post(`/api/admin/payouts/${id}/cancel`, { reason: 'again' })).json().code).toBe(
      'PAYOUT_NOT_CANCELLABLE',
    );
    expect((await post(`/api/admin/payouts/${id}/retry`, {})).json().code).toBe('PAYOUT_NOT_RETRYABLE');
    expect((await post(`/api/admin/payouts/${id}/cancel`, { reason: '' })).statusCode).toBe(400);

    const waiting = (await site.redeem(user, 100)).json().payout.id as number;
    expect((await post(`/api/admin/payouts/${waiting}/retry`, {})).statusCode).toBe(200);
    expect((await post('/api/admin/payouts/pause', { paused: false })).json()).toEqual({ paused: false });
    await site.settleAll();
    expect((await site.payout(waiting)).status).toBe('COMPLETED');

    const audit = await site.t.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, admin))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'payouts.pause',
      'payout.cancel',
      'payout.retry',
      'payouts.resume',
    ]);
    expect(audit[1]).toMatchObject({ targetId: String(id), reason: 'Asked by the user' });
    expect(await site.problems()).toEqual([]);
  });

  it('waits while the hot wallet is low, tells the admins once, and goes on when it can pay', async () => {
    const admin = await site.t.createUser({ role: 'admin' });
    const adminHeaders = await site.t.signIn(admin);
    const user = await site.user({ points: 1000 });
    const id = (await site.redeem(user, 200)).json().payout.id as number;
    const lowMails = async () =>
      (await site.t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
        (job) => job.payload.kind === 'payout-low-funds',
      ).length;
    const before = await lowMails();
    const starved = site.env({
      settings: { ...payoutSettings(site.config), hotWalletMinKkub: 10n ** 8n * 10_000_000n },
    });
    await processPayout(starved, id);
    await processPayout(starved, id);
    expect(await site.payout(id)).toMatchObject({
      status: 'QUEUED',
      lastError: 'the hot wallet is below its KKUB minimum',
    });
    const admins = (await site.t.database.db.select().from(users).where(eq(users.role, 'admin'))).length;
    expect(await lowMails()).toBe(before + admins);
    const queue = (await site.t.app.inject({ url: '/api/admin/payouts', headers: adminHeaders })).json();
    expect(queue.lowFunds).toMatchObject({ reason: 'the hot wallet is below its KKUB minimum' });

    await site.settleAll();
    expect((await site.payout(id)).status).toBe('COMPLETED');
    expect(
      (await site.t.app.inject({ url: '/api/admin/payouts', headers: adminHeaders })).json().lowFunds,
    ).toBeNull();
  });

  it('reconciles the ledger with the chain and reports every mismatch to admins', async () => {
    const admin = await site.t.createUser({ role: 'admin' });
    const adminHeaders = await site.t.signIn(admin);
    const reconcile = () =>
      site.t.app.inject({ method: 'POST', url: '/api/admin/payouts/reconcile', headers: adminHeaders });
    await site.settleAll();
    const clean = await reconcile();
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().mismatches).toEqual([]);
    expect(clean.json().payoutsChecked).toBeGreaterThan(0);

    // The hot wallet's key used outside the site: a transfer no payout accounts for.
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = createWalletClient({
      chain: localChain(site.chain.chainId, site.chain.rpcUrl),
      transport: http(site.chain.rpcUrl),
      account: privateKeyToAccount(site.chain.hotWalletKey),
    });
    const hash = await wallet.writeContract({
      address: site.chain.token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [stranger, KKUB('1')],
    });
    await site.mine(1);
    // And a ledger row that no longer matches its transfer.
    const [paid] = await site.t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.status, 'COMPLETED'))
      .orderBy(payouts.id)
      .limit(1);
    await site.t.database.db
      .update(payouts)
      .set({ amount: paid!.amount + 1n })
      .where(eq(payouts.id, paid!.id));

    const found = (await reconcile()).json();
    expect(found.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'unknown-on-chain', txHash: hash.toLowerCase() }),
        expect.objectContaining({ kind: 'amount-differs', payoutId: paid!.id }),
      ]),
    );
    expect(found.mismatches).toHaveLength(2);
    const queue = (await site.t.app.inject({ url: '/api/admin/payouts', headers: adminHeaders })).json();
    expect(queue.reconciliation.mismatches).toHaveLength(2);
    await site.t.database.db.update(payouts).set({ amount: paid!.amount }).where(eq(payouts.id, paid!.id));

    // The nonce manager follows the chain past the nonce used outside: the next payout still lands.
    const user = await site.user({ points: 1000 });
    const next = (await site.redeem(user, 100)).json().payout.id as number;
    await site.settleAll();
    expect((await site.payout(next)).status).toBe('COMPLETED');
  });

  it('does not leave a job behind for a final payout', async () => {
    await site.t.app.jobs.drain();
    const open = await site.t.database.db.select().from(jobs).where(eq(jobs.kind, 'payout.send'));
    expect(
      open.every((job) => job.doneAt !== null || job.failedAt !== null || job.runAt > site.t.clock.now()),
    ).toBe(true);
  });
});
