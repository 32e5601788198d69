import { createServer, type Server } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import type { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { type Address, createPublicClient, erc20Abi, http, parseAbiItem } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inTransaction } from '../src/db/client.ts';
import { payouts, payoutTransactions } from '../src/db/schema/index.ts';
import { transfer } from '../src/modules/ledger/ledger.service.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { payoutChain } from '../src/modules/payouts/payout-chain.ts';
import { type PayoutEnv, processPayout } from '../src/modules/payouts/payout-sender.ts';
import { payoutSettings } from '../src/modules/payouts/payout-settings.ts';
import {
  type LocalKkubChain,
  startLocalKkubChain,
} from '../src/modules/payouts/contracts/local-kkub-chain.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import type { Driver } from './test-db.ts';

export const PIN = '135790';

/**
 * A JSON-RPC relay in front of the local node that can be switched off, so a test can play "the
 * chain is down" (connections refused mid-flight) without losing the chain's state.
 */
export class SwitchableRelay {
  down = false;
  /** The JSON-RPC methods relayed, in order (a batch counts each call). */
  readonly methods: string[] = [];
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  url = '';
  constructor(private readonly target: string) {}

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      if (this.down) {
        request.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const calls = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        { method: string } | { method: string }[];
      for (const call of Array.isArray(calls) ? calls : [calls]) this.methods.push(call.method);
      const answer = await fetch(this.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
  }

  setDown(down: boolean): void {
    this.down = down;
    if (down) for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

export interface PayoutsTestSite {
  t: ProfileTestApp;
  chain: LocalKkubChain;
  relay: SwitchableRelay;
  config: Record<string, string>;
  /** A fresh worker's view of the payout machinery (as a new process would have). */
  env(overrides?: Partial<PayoutEnv>): PayoutEnv;
  /** A KYC-verified user with a PIN, points and (unless told otherwise) a proven wallet. */
  user(options?: { points?: number; wallet?: boolean }): Promise<{
    id: number;
    wallet: Address | null;
    headers: Record<string, string>;
  }>;
  redeem(
    user: { id: number; headers: Record<string, string> },
    points: number,
    key?: string,
  ): Promise<LightMyRequestResponse>;
  /** Checks every open payout, mining a block between rounds, until none is open (or rounds run out). */
  /** Waits for the node to mine what it holds, then mines `blocks` more on top. */
  mine(blocks: number): Promise<void>;
  settleAll(options?: { rounds?: number; env?: PayoutEnv }): Promise<void>;
  tokenBalance(address: Address): Promise<bigint>;
  transfersFromHotWallet(): Promise<{ to: Address; value: bigint; hash: string }[]>;
  payout(id: number): Promise<typeof payouts.$inferSelect>;
  hashes(id: number): Promise<string[]>;
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

let keys = 0;

export async function createPayoutsTestSite(
  driver: Driver,
  extra: Record<string, string> = {},
): Promise<PayoutsTestSite> {
  const chain = await startLocalKkubChain();
  const relay = new SwitchableRelay(chain.rpcUrl);
  await relay.start();
  const config = {
    KKUB_RPC_URL: relay.url,
    KKUB_TOKEN_ADDRESS: chain.token,
    PAYOUT_HOT_WALLET_KEY: chain.hotWalletKey,
    KKUB_CHAIN_ID: String(chain.chainId),
    PAYOUT_CONFIRMATIONS: '2',
    PAYOUT_DAILY_LIMIT_KKUB: '50',
    PAYOUT_HOT_WALLET_MIN_KKUB: '1',
    PAYOUT_HOT_WALLET_MIN_GAS: '0.01',
    PAYOUT_STUCK_SECONDS: '60',
    PAYOUT_POLL_MS: '1000',
    ...extra,
  };
  const t = await createProfileTestApp(driver, { config });
  const db = t.database.db;
  const settings = payoutSettings(config);
  const reader = createPublicClient({ transport: http(chain.rpcUrl) });

  const env = (overrides: Partial<PayoutEnv> = {}): PayoutEnv => ({
    db,
    clock: t.clock,
    settings,
    chain: payoutChain(settings.chain!),
    log: t.app.log,
    ...overrides,
  });
  const openIds = async () =>
    (await db.select({ id: payouts.id, status: payouts.status }).from(payouts))
      .filter((row) => row.status === 'QUEUED' || row.status === 'SIGNED')
      .map((row) => row.id);

  const mine = async (blocks: number) => {
    // The node answers a transaction's hash before mining it ('strict'): let it finish first.
    for (let i = 0; i < 100; i += 1) {
      const pool = (await chain.rpc('txpool_content')) as { pending: Record<string, unknown> };
      if (Object.keys(pool.pending).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (let i = 0; i < blocks; i += 1) await chain.rpc('evm_mine');
  };

  return {
    t,
    chain,
    mine,
    relay,
    config,
    env,
    user: async ({ points = 1000, wallet = true } = {}) => {
      const address = wallet ? privateKeyToAccount(generatePrivateKey()).address : null;
      const id = await t.createUser({
        kycOverride: true,
        walletAddress: address,
        walletProvenAt: address ? new Date() : null,
      });
      await setPin(db, t.clock, id, PIN);
      await inTransaction(db, (tx) =>
        transfer(
          tx,
          t.clock,
          {
            kind: 'quiz-reward',
            currency: 'POINT',
            amount: BigInt(points),
            from: { system: 'ISSUANCE' },
            to: { userId: id },
            idempotencyKey: `payout-test-points-${id}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
      return { id, wallet: address, headers: await t.signIn(id) };
    },
    redeem: (user, points, key) => {
      keys += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...user.headers, 'idempotency-key': key ?? `payout-redeem-${keys}-${Date.now()}` },
        payload: { points, pin: PIN },
      });
    },
    settleAll: async ({ rounds = 12, env: worker } = {}) => {
      const runner = worker ?? env();
      for (let round = 0; round < rounds; round += 1) {
        const open = await openIds();
        if (open.length === 0) return;
        for (const id of open) await processPayout(runner, id);
        await mine(1);
      }
    },
    tokenBalance: (address) =>
      reader.readContract({
        address: chain.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    transfersFromHotWallet: async () => {
      const logs = await reader.getLogs({
        address: chain.token,
        event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
        args: { from: chain.hotWallet },
        fromBlock: 0n,
        toBlock: 'latest',
      });
      return logs.map((log) => ({ to: log.args.to!, value: log.args.value!, hash: log.transactionHash! }));
    },
    payout: async (id) => (await db.select().from(payouts).where(eq(payouts.id, id)))[0]!,
    hashes: async (id) =>
      (
        await db
          .select({ hash: payoutTransactions.hash })
          .from(payoutTransactions)
          .where(eq(payoutTransactions.payoutId, id))
          .orderBy(payoutTransactions.id)
      ).map((row) => row.hash),
    problems: () => ledgerProblems(db),
    close: async () => {
      await t.close();
      await relay.close();
      await chain.close();
    },
  };
}
