import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ganache, { type EthereumProvider, type ServerOptions } from 'ganache';
import { type Hex, http, keccak256 } from 'viem';

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

/**
 * Answers one JSON-RPC call from ganache's provider, except a transaction's bytes sent a second
 * time: a real node answers "already known" (or "nonce too low" once it is mined) and never runs
 * it again, while ganache, mining the first copy as the second arrives, can run both (a transfer
 * paid twice). So the second copy stops here with the node's own answer.
 */
async function answer(provider: EthereumProvider, sent: Set<string>, call: RpcCall): Promise<object> {
  const reply = { jsonrpc: '2.0', id: call.id ?? null };
  const params = Array.isArray(call.params) ? call.params : [];
  if (call.method === 'eth_sendRawTransaction' && typeof params[0] === 'string') {
    const hash = keccak256(params[0] as Hex);
    if (sent.has(hash)) return { ...reply, error: { code: -32000, message: 'already known' } };
    sent.add(hash);
  }
  try {
    const result = await provider.request({ method: call.method as never, params: params as never });
    return { ...reply, result: result ?? null };
  } catch (error) {
    const { code, message, data } = error as { code?: number; message?: string; data?: unknown };
    return { ...reply, error: { code: code ?? -32000, message: message ?? String(error), data } };
  }
}

/**
 * Starts ganache (in-process, from npm, offline) behind a small HTTP JSON-RPC server on `port`
 * (0: any free port).
 */
export async function startLocalEvmNode(options: ServerOptions, port = 0): Promise<LocalEvmNode> {
  const provider = ganache.provider(options as never) as EthereumProvider;
  const sent = new Set<string>();
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
            ? await Promise.all(payload.map((call) => answer(provider, sent, call as RpcCall)))
            : await answer(provider, sent, payload as RpcCall);
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
