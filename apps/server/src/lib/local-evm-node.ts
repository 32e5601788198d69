import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ganache, { type EthereumProvider, type ServerOptions } from 'ganache';
import { type Hex, http, keccak256, parseTransaction, recoverTransactionAddress } from 'viem';

/** A local EVM node listening on 127.0.0.1, as the payout tests, the NFT tests and the bench use it. */
export interface LocalEvmNode {
  rpcUrl: string;
  /** Secret keys of the node's funded accounts, in the node's order. */
  accountKeys: Hex[];
  /** Raw JSON-RPC to the node (miner_stop, evm_mine, txpool_content...). */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

interface RpcCall {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Calls that change what the node mines: one at a time (see `LocalNodeProxy`). */
const MINING_CALLS = new Set(['eth_sendRawTransaction', 'evm_mine', 'miner_start', 'miner_stop']);

/** How long a sent transaction may take to be mined before the next mining call goes on anyway. */
const MINED_WITHIN_MS = 2_000;

interface PoolContent {
  queued?: Record<string, Record<string, unknown>>;
}

/**
 * Speaks JSON-RPC for ganache's provider as a real node would, around two faults ganache shows
 * when transactions from one sender arrive while it is mining the previous one:
 * - it files the newcomer as a "future" transaction (its nonce seems ahead of the account's), and
 *   nothing ever promotes it, so it is never mined;
 * - the same bytes sent again can then run twice (a transfer paid twice).
 * So mining calls run one at a time, each sent transaction is waited for until it is mined (or
 * filed as truly future, or the miner is stopped), and bytes the node already holds are answered
 * "already known", as geth answers them, without reaching ganache again.
 */
class LocalNodeProxy {
  private mining: Promise<unknown> = Promise.resolve();
  private paused = false;

  constructor(private readonly provider: EthereumProvider) {}

  private request<T>(method: string, params: unknown[] = []): Promise<T> {
    return this.provider.request({ method: method as never, params: params as never }) as Promise<T>;
  }

  answer(call: RpcCall): Promise<object> {
    const method = typeof call.method === 'string' ? call.method : '';
    if (!MINING_CALLS.has(method)) return this.reply(call);
    const next = this.mining.then(() => this.reply(call));
    this.mining = next.catch(() => undefined);
    return next;
  }

  private async reply(call: RpcCall): Promise<object> {
    const reply = { jsonrpc: '2.0', id: call.id ?? null };
    const params = Array.isArray(call.params) ? call.params : [];
    try {
      if (call.method === 'eth_sendRawTransaction' && typeof params[0] === 'string') {
        return { ...reply, result: await this.send(params[0] as Hex) };
      }
      const result = await this.request(String(call.method), params);
      if (call.method === 'miner_stop') this.paused = true;
      if (call.method === 'miner_start') this.paused = false;
      return { ...reply, result: result ?? null };
    } catch (error) {
      const { code, message, data } = error as { code?: number; message?: string; data?: unknown };
      return { ...reply, error: { code: code ?? -32000, message: message ?? String(error), data } };
    }
  }

  private async send(raw: Hex): Promise<Hex> {
    const hash = keccak256(raw);
    if ((await this.request('eth_getTransactionByHash', [hash])) !== null) {
      throw Object.assign(new Error('already known'), { code: -32000 });
    }
    await this.request('eth_sendRawTransaction', [raw]);
    if (!this.paused) await this.minedOrFuture(hash, raw);
    return hash;
  }

  private async minedOrFuture(hash: Hex, raw: Hex): Promise<void> {
    const { from, nonce } = await recoverSender(raw);
    const until = Date.now() + MINED_WITHIN_MS;
    while (Date.now() < until) {
      const found = await this.request<{ blockNumber: string | null } | null>('eth_getTransactionByHash', [
        hash,
      ]);
      if (found === null || found.blockNumber !== null) return;
      const pool = await this.request<PoolContent>('txpool_content');
      const queued = Object.entries(pool.queued ?? {}).find(([address]) => address.toLowerCase() === from);
      if (queued && Object.keys(queued[1]).some((key) => BigInt(key) === BigInt(nonce))) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

async function recoverSender(raw: Hex): Promise<{ from: string; nonce: number }> {
  const transaction = parseTransaction(raw);
  const from = await recoverTransactionAddress({ serializedTransaction: raw as never });
  return { from: from.toLowerCase(), nonce: transaction.nonce ?? 0 };
}

/**
 * Starts ganache (in-process, from npm, offline) behind a small HTTP JSON-RPC server on `port`
 * (0: any free port).
 */
export async function startLocalEvmNode(options: ServerOptions, port = 0): Promise<LocalEvmNode> {
  const provider = ganache.provider(options as never) as EthereumProvider;
  const proxy = new LocalNodeProxy(provider);
  const server = createServer((request, response) => {
    void (async () => {
      let payload: unknown;
      try {
        payload = JSON.parse(await bodyOf(request));
      } catch {
        payload = undefined;
      }
      const out =
        payload === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(payload)
            ? await Promise.all(payload.map((call) => proxy.answer(call as RpcCall)))
            : await proxy.answer(payload as RpcCall);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(out, (_key, value) => (typeof value === 'bigint' ? `0x${value.toString(16)}` : value)),
      );
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accountKeys = Object.values(provider.getInitialAccounts()).map((account) => account.secretKey as Hex);
  // Each call is sent once: a retried evm_mine would mine twice.
  const transport = http(rpcUrl)({ retryCount: 0 });
  return {
    rpcUrl,
    accountKeys,
    rpc: (method, params = []) => transport.request({ method, params }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await provider.disconnect();
    },
  };
}
