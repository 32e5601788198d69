import {
  type Address,
  BaseError,
  createPublicClient,
  ExecutionRevertedError,
  type Hex,
  http,
  type Transport,
  verifyMessage,
} from 'viem';
import { AppError } from '../../app-error.ts';

/** How long the chain node may take to answer before the check counts as unavailable. */
export const WALLET_RPC_TIMEOUT_MS = 4_000;

export interface WalletProof {
  address: Address;
  message: string;
  signature: Hex;
}

/**
 * Whether the signature proves the address. Without a chain node only a plain account (ECDSA) can
 * prove itself. With one, a contract wallet can too: ERC-1271 once deployed, ERC-6492 before.
 * A node that cannot answer is WALLET_CHECK_UNAVAILABLE, never a refused signature.
 */
export async function isWalletSignatureValid(
  rpcUrl: string | undefined,
  proof: WalletProof,
): Promise<boolean> {
  if (!rpcUrl) return verifyMessage(proof).catch(() => false);

  const failures: unknown[] = [];
  const client = createPublicClient({
    transport: noteFailures(http(rpcUrl, { timeout: WALLET_RPC_TIMEOUT_MS, retryCount: 0 }), failures),
  });
  // 'eoa' recovers a plain-account signature locally first, so those never wait for the node.
  const valid = await client.verifyMessage({ ...proof, mode: 'eoa' }).catch(() => {
    throw new AppError('WALLET_CHECK_UNAVAILABLE');
  });
  // viem reads every failed call as "not valid"; only a revert is the wallet saying no.
  if (!valid && failures.some((error) => !isRevert(error))) throw new AppError('WALLET_CHECK_UNAVAILABLE');
  return valid;
}

/** The transport as it is, except that each failed request is also noted in `failures`. */
function noteFailures(transport: Transport, failures: unknown[]): Transport {
  return (options) => {
    const inner = transport(options);
    const request = ((args, requestOptions) =>
      inner.request(args, requestOptions).catch((error: unknown) => {
        failures.push(error);
        throw error;
      })) as typeof inner.request;
    return { ...inner, request };
  };
}

/** A reverted call: the node ran it and the wallet (Safe does this) or the validator refused. */
function isRevert(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const reverted = error.walk((cause) => (cause as { code?: unknown }).code === ExecutionRevertedError.code);
  return reverted !== null || ExecutionRevertedError.nodeMessage.test(error.details);
}
