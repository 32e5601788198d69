import ganache, { type ServerOptions } from 'ganache';
import { type Hex, http } from 'viem';

/** A local EVM node listening on 127.0.0.1, as the payout tests, the NFT tests and the bench use it. */
export interface LocalEvmNode {
  rpcUrl: string;
  /** Secret keys of the node's funded accounts, in the node's order. */
  accountKeys: Hex[];
  /** Raw JSON-RPC to the node (miner_stop, evm_mine, txpool_content...). */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts ganache (in-process, from npm, offline) on `port` (0: any free port). */
export async function startLocalEvmNode(options: ServerOptions, port = 0): Promise<LocalEvmNode> {
  const server = ganache.server(options);
  await server.listen(port, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${server.address().port}`;
  const accountKeys = Object.values(server.provider.getInitialAccounts()).map(
    (account) => account.secretKey as Hex,
  );
  // Each call is sent once: a retried evm_mine would mine twice.
  const transport = http(rpcUrl)({ retryCount: 0 });
  return {
    rpcUrl,
    accountKeys,
    rpc: (method, params = []) => transport.request({ method, params }),
    close: () => server.close(),
  };
}
