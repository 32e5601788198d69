import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  type PrivateKeyAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PayoutChainSettings } from './payout-settings.ts';

/** Gas for one ERC-20 transfer, fixed: estimating would fail for a transfer bound to revert, and a
 *  reverted transfer must still be mined (it settles the payout as failed and frees the nonce). */
export const TRANSFER_GAS = 120_000n;

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** What the payout sender needs of the chain: reads, and signing with the hot wallet's key. */
export interface PayoutChain {
  hotWallet: Address;
  token: Address;
  chainId(): Promise<number>;
  pendingNonce(): Promise<bigint>;
  balances(): Promise<{ token: bigint; gas: bigint }>;
  fees(): Promise<Fees>;
  blockNumber(): Promise<bigint>;
  receipt(hash: Hash): Promise<TransactionReceipt | null>;
  /** Signs a transfer from the hot wallet, or from `from` when that is a wallet whose key is held. */
  sign(input: {
    to: Address;
    amount: bigint;
    nonce: bigint;
    fees: Fees;
    from?: Address;
  }): Promise<{ raw: Hex; hash: Hash }>;
  /** Whether this process holds the key of `address` (the hot wallet, or the one before it). */
  canSignFor(address: string): boolean;
  broadcast(raw: Hex): Promise<void>;
  client: PublicClient;
}

/** The JSON-RPC answers that mean "this transaction is there already": not a failure of ours. */
const ALREADY_THERE = /already known|known transaction|already imported|nonce too low|transaction already/i;

export function payoutChain(settings: PayoutChainSettings): PayoutChain {
  const account: PrivateKeyAccount = privateKeyToAccount(settings.hotWalletKey);
  const signers = new Map<string, PrivateKeyAccount>([[account.address.toLowerCase(), account]]);
  if (settings.previousHotWalletKey) {
    const previous = privateKeyToAccount(settings.previousHotWalletKey);
    signers.set(previous.address.toLowerCase(), previous);
  }
  const transport = http(settings.rpcUrl, { timeout: 15_000, retryCount: 0 });
  let chainId = settings.chainId;
  const client = createPublicClient({ transport }) as PublicClient;
  const token = settings.tokenAddress;

  const resolveChainId = async () => {
    if (chainId === undefined) chainId = await client.getChainId();
    return chainId;
  };

  return {
    hotWallet: account.address,
    token,
    client,
    chainId: resolveChainId,
    pendingNonce: async () =>
      BigInt(await client.getTransactionCount({ address: account.address, blockTag: 'pending' })),
    balances: async () => {
      const [tokenBalance, gas] = await Promise.all([
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
        client.getBalance({ address: account.address }),
      ]);
      return { token: tokenBalance, gas };
    },
    fees: async () => {
      const block = await client.getBlock({ blockTag: 'latest' });
      const base = block.baseFeePerGas ?? (await client.getGasPrice());
      let tip = 1_000_000_000n;
      try {
        tip = await client.estimateMaxPriorityFeePerGas();
      } catch {
        // Nodes without eth_maxPriorityFeePerGas: one gwei.
      }
      return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip };
    },
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    receipt: async (hash) => {
      try {
        return await client.getTransactionReceipt({ hash });
      } catch (error) {
        if ((error as Error).name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      }
    },
    canSignFor: (address) => signers.has(address.toLowerCase()),
    sign: async ({ to, amount, nonce, fees, from }) => {
      const signer = from ? signers.get(from.toLowerCase()) : account;
      if (!signer) throw new Error(`no key for ${from}`);
      const raw = await signer.signTransaction({
        type: 'eip1559',
        chainId: await resolveChainId(),
        nonce: Number(nonce),
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        gas: TRANSFER_GAS,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        value: 0n,
      });
      return { raw, hash: keccak256(raw) };
    },
    broadcast: async (raw) => {
      try {
        await client.request({ method: 'eth_sendRawTransaction', params: [raw] });
      } catch (error) {
        const text = `${(error as Error).message} ${(error as { details?: string }).details ?? ''}`;
        if (ALREADY_THERE.test(text)) return;
        throw error;
      }
    },
  };
}

/** A chain for display purposes (viem wants one for some helpers). */
export function localChain(id: number, rpcUrl: string) {
  return defineChain({
    id,
    name: 'KKUB chain',
    nativeCurrency: { name: 'KUB', symbol: 'KUB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}
