import { createPublicClient, type Hex, http, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalEvmNode, startLocalEvmNode } from './local-evm-node.ts';

/**
 * The local node answers a transaction's bytes sent again as a real node does: "already known",
 * never a second run of the same transfer (which ganache alone can do while mining the first).
 */
describe('local EVM node', () => {
  let node: LocalEvmNode;

  beforeAll(async () => {
    node = await startLocalEvmNode({
      logging: { quiet: true },
      chain: { chainId: 1337 },
      wallet: { deterministic: true, totalAccounts: 2, defaultBalance: 100 },
      miner: { instamine: 'strict' },
    });
  }, 60_000);
  afterAll(async () => {
    await node?.close();
  });

  it('runs a transfer sent twice once, and answers the second copy "already known"', async () => {
    const sender = privateKeyToAccount(node.accountKeys[0]!);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const reader = createPublicClient({ transport: http(node.rpcUrl) });
    const raw = await sender.signTransaction({
      chainId: 1337,
      type: 'eip1559',
      to,
      value: parseEther('1'),
      nonce: await reader.getTransactionCount({ address: sender.address, blockTag: 'pending' }),
      gas: 21_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });

    const [first, second] = await Promise.allSettled([
      node.rpc('eth_sendRawTransaction', [raw]),
      node.rpc('eth_sendRawTransaction', [raw]),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect(String((second as PromiseRejectedResult).reason)).toMatch(/already known/);

    await reader.waitForTransactionReceipt({
      hash: first.status === 'fulfilled' ? (first.value as Hex) : '0x',
      pollingInterval: 50,
    });
    await node.rpc('evm_mine');
    expect(await reader.getBalance({ address: to })).toBe(parseEther('1'));
    // Anything else still reaches the node as it is.
    expect(await node.rpc('eth_chainId')).toBe(toHex(1337));
  });

  it('answers a body that is not JSON with a parse error, and goes on serving', async () => {
    const response = await fetch(node.rpcUrl, { method: 'POST', body: '{not json' });
    expect(await response.json()).toMatchObject({ error: { code: -32700 } });
    expect(await node.rpc('eth_chainId')).toBe(toHex(1337));
  });
});
