import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localChain } from '../payout-chain.ts';
import { startLocalEvmNode } from '../../../lib/local-evm-node.ts';
import { compileKkub } from './compile-kkub.ts';

export interface LocalKkubChain {
  rpcUrl: string;
  chainId: number;
  token: Address;
  abi: Abi;
  /** Owns the token (mints, pauses); not the hot wallet. */
  ownerKey: Hex;
  hotWalletKey: Hex;
  hotWallet: Address;
  /** Raw JSON-RPC to the node (miner_stop, evm_mine...). */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  /** Runs a token function as the owner and waits for it to be mined. */
  asOwner(functionName: 'mint' | 'pause' | 'unpause', args?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local EVM (ganache, in-process, from npm) with KKUB deployed and the hot wallet funded:
 * `npm run chain:dev`, the payout tests and the bench use it. Blocks are mined as transactions
 * arrive ('strict': the hash is answered first, as on a real node).
 */
export async function startLocalKkubChain(
  options: { port?: number; chainId?: number; fundKkub?: string; seed?: string } = {},
): Promise<LocalKkubChain> {
  const chainId = options.chainId ?? 1337;
  const node = await startLocalEvmNode(
    {
      logging: { quiet: true },
      chain: { chainId },
      wallet: {
        ...(options.seed === undefined ? { deterministic: true } : { seed: options.seed }),
        totalAccounts: 4,
        defaultBalance: 1000,
      },
      miner: { instamine: 'strict' },
    },
    options.port,
  );
  const { rpcUrl } = node;
  const ownerKey = node.accountKeys[0]!;
  const hotWalletKey = node.accountKeys[1]!;
  const chain = localChain(chainId, rpcUrl);
  const reader = createPublicClient({ chain, transport: http(rpcUrl) });
  const ownerAccount = privateKeyToAccount(ownerKey);
  const writer = createWalletClient({ chain, transport: http(rpcUrl), account: ownerAccount });
  const { abi, bytecode } = await compileKkub();
  const deployed = await writer.deployContract({ abi, bytecode, args: [ownerAccount.address] });
  const token = (await reader.waitForTransactionReceipt({ hash: deployed })).contractAddress!;
  const asOwner: LocalKkubChain['asOwner'] = async (functionName, args = []) => {
    const hash = await writer.writeContract({ address: token, abi, functionName, args });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  };
  const hotWallet = privateKeyToAccount(hotWalletKey).address;
  await asOwner('mint', [hotWallet, parseUnits(options.fundKkub ?? '1000000', 18)]);
  return {
    rpcUrl,
    chainId,
    token,
    abi,
    ownerKey,
    hotWalletKey,
    hotWallet,
    rpc: node.rpc,
    asOwner,
    close: () => node.close(),
  };
}
