import { createPublicClient, erc20Abi, http, parseAbiItem, parseEther, parseUnits, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutChain } from '../src/modules/payouts/payout-chain.ts';
import { reconcilePayouts } from '../src/modules/payouts/payout-reconcile.ts';
import { processPayout } from '../src/modules/payouts/payout-sender.ts';
import { payoutSettings } from '../src/modules/payouts/payout-settings.ts';
import { createPayoutsTestSite, type PayoutsTestSite } from './payouts-kit.ts';
import { DRIVERS } from './test-db.ts';

const KKUB = (text: string) => parseUnits(text, 18);
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * Moving payouts to a new hot wallet on a local chain: pause, let what is in flight on the old
 * wallet settle, switch the key, resume. Every payout is sent exactly once, from the wallet that
 * signed it, and the ledger and the chain agree afterwards.
 */
describe.each(DRIVERS)('switching the payout hot wallet (%s)', (driver) => {
  let site: PayoutsTestSite;
  beforeAll(async () => {
    site = await createPayoutsTestSite(driver);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it('sends payouts queued during the pause once from the new wallet; those in flight on the old one settle', async () => {
    const reader = createPublicClient({ transport: http(site.chain.rpcUrl) });
    const oldWallet = site.chain.hotWallet;
    const newKey = generatePrivateKey();
    const newWallet = privateKeyToAccount(newKey).address;
    await site.chain.asOwner('mint', [newWallet, KKUB('1000')]);
    await site.chain.rpc('evm_setAccountBalance', [newWallet, toHex(parseEther('10'))]);
    const admin = await site.t.signIn(await site.t.createUser({ role: 'admin' }));
    const setPaused = async (paused: boolean) => {
      const answer = await site.t.app.inject({
        method: 'POST',
        url: '/api/admin/payouts/pause',
        headers: admin,
        payload: { paused, reason: 'Switching the hot wallet' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    // A worker that signs and records a transfer, then loses the node before broadcasting it: the
    // transfer is in flight on the old wallet, and stuck until someone sends its bytes again.
    const oldWorker = site.env({ afterSign: async () => site.relay.setDown(true) });
    const [first, second, third, fourth] = [
      await site.user(),
      await site.user(),
      await site.user(),
      await site.user(),
    ];
    const inFlight = [
      (await site.redeem(first, 300)).json().payout.id as number,
      (await site.redeem(fourth, 400)).json().payout.id as number,
    ];
    for (const id of inFlight) {
      await processPayout(oldWorker, id);
      site.relay.setDown(false);
      expect(await site.payout(id)).toMatchObject({ status: 'SIGNED', hotWallet: oldWallet.toLowerCase() });
    }

    // Paused: new payouts are taken (points held) but nothing is signed.
    await setPaused(true);
    const queued = [
      (await site.redeem(second, 200)).json().payout.id as number,
      (await site.redeem(third, 100)).json().payout.id as number,
    ];
    for (const id of queued) await processPayout(site.env(), id);
    for (const id of queued)
      expect(await site.payout(id)).toMatchObject({ status: 'QUEUED', lastError: 'payouts are paused' });

    // Switched without the old key: a stuck transfer of the old wallet is only sent again as it
    // was signed. Signing "a replacement" with the new wallet would be a second transfer.
    site.t.clock.advance(61_000);
    const switchedAlone = payoutSettings({ ...site.config, PAYOUT_HOT_WALLET_KEY: newKey });
    await processPayout(
      site.env({ settings: switchedAlone, chain: payoutChain(switchedAlone.chain!) }),
      inFlight[0]!,
    );
    expect(await site.hashes(inFlight[0]!)).toHaveLength(1);
    expect((await site.payout(inFlight[0]!)).lastError).toBe(
      'in flight from a previous hot wallet whose key is not configured',
    );

    // With the old key kept as the previous one, a stuck transfer is re-priced by the old wallet.
    const switched = payoutSettings({
      ...site.config,
      PAYOUT_HOT_WALLET_KEY: newKey,
      PAYOUT_PREVIOUS_HOT_WALLET_KEY: site.chain.hotWalletKey,
    });
    const newWorker = site.env({ settings: switched, chain: payoutChain(switched.chain!) });
    await processPayout(newWorker, inFlight[1]!);
    const [, replacement] = await site.hashes(inFlight[1]!);
    expect((await reader.getTransaction({ hash: replacement as `0x${string}` })).from).toBe(
      oldWallet.toLowerCase(),
    );
    await site.mine(1);

    await setPaused(false);
    await site.settleAll({ env: newWorker });
    for (const id of inFlight)
      expect(await site.payout(id)).toMatchObject({
        status: 'COMPLETED',
        hotWallet: oldWallet.toLowerCase(),
      });
    for (const id of queued)
      expect(await site.payout(id)).toMatchObject({
        status: 'COMPLETED',
        hotWallet: newWallet.toLowerCase(),
      });

    // Exactly one transfer per payout, each from the wallet that signed it.
    const transfers = await reader.getLogs({
      address: site.chain.token,
      event: TRANSFER,
      args: {
        from: [oldWallet, newWallet],
        to: [first.wallet!, second.wallet!, third.wallet!, fourth.wallet!],
      },
      fromBlock: 0n,
      toBlock: 'latest',
    });
    const sent = transfers.map((log) => ({ from: log.args.from, to: log.args.to, value: log.args.value }));
    expect(sent).toHaveLength(4);
    expect(sent).toEqual(
      expect.arrayContaining([
        { from: oldWallet, to: first.wallet, value: KKUB('3') },
        { from: oldWallet, to: fourth.wallet, value: KKUB('4') },
        { from: newWallet, to: second.wallet, value: KKUB('2') },
        { from: newWallet, to: third.wallet, value: KKUB('1') },
      ]),
    );
    const balanceOf = (address: `0x${string}`) =>
      reader.readContract({
        address: site.chain.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    expect(await balanceOf(newWallet)).toBe(KKUB('997'));

    // Checking again changes nothing; the reconciliation reads both wallets and finds them in order.
    for (const id of [...inFlight, ...queued]) await processPayout(newWorker, id);
    expect(await site.hashes(queued[0]!)).toHaveLength(1);
    const reconciled = await reconcilePayouts(site.t.database.db, site.t.clock, newWorker.chain);
    expect(reconciled.mismatches).toEqual([]);
    expect(reconciled.transfersOnChain).toBe(4);
    expect(await site.problems()).toEqual([]);
  });
});
