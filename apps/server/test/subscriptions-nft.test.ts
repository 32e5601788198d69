import { parseKubAmount } from '@app/contracts/money';
import { eq, sql } from 'drizzle-orm';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { subscriptionPackages, users, userSubscriptions } from '../src/db/schema/index.ts';
import { transfer } from '../src/modules/ledger/ledger.service.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { type LocalEvmNode, startLocalEvmNode } from '../src/lib/local-evm-node.ts';
import { compileSolidity } from '../src/lib/solidity-compiler.ts';
import { compileMemberCard } from '../src/modules/subscriptions/contracts/compile-member-card.ts';
import { memberCardAbi } from '../src/modules/subscriptions/member-card-abi.ts';
import { createProfileTestApp, type ProfileTestApp, SITE } from './profile-kit.ts';

const PIN = '112233';

const CHAIN_ID = 1337;

/** Two contracts a card may be sent to: one that takes ERC-721 tokens, one that knows nothing of them. */
const RECEIVERS = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
contract CardHolder is ERC721Holder {}
contract NotACardHolder {}
`;

/**
 * The mint against a real EVM: a local ganache node (an npm package, offline) running the site's
 * MemberCard contract compiled here with solc. One driver is enough: the chain is the subject.
 */
describe('NFT member card on a local chain', () => {
  let t: ProfileTestApp;
  let node: LocalEvmNode;
  let rpcUrl: string;
  let contract: Address;
  let minter: Address;
  let minterKey: Hex;
  let cardAbi: Abi;
  let monthlyId: number;
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1'] } },
  });
  const reader = () => createPublicClient({ chain, transport: http(rpcUrl) });

  beforeAll(async () => {
    node = await startLocalEvmNode({
      logging: { quiet: true },
      chain: { chainId: CHAIN_ID },
      wallet: { deterministic: true, totalAccounts: 2 },
      miner: { instamine: 'eager' },
    });
    rpcUrl = node.rpcUrl;
    minterKey = node.accountKeys[0]!;
    const account = privateKeyToAccount(minterKey);
    minter = account.address;

    const { abi, bytecode } = await compileMemberCard();
    cardAbi = abi;
    const deployer = createWalletClient({ chain, transport: http(rpcUrl), account });
    const hash = await deployer.deployContract({ abi, bytecode, args: [`${SITE}/api/nft/member-cards/`] });
    contract = (await reader().waitForTransactionReceipt({ hash })).contractAddress!;

    t = await createProfileTestApp('pglite', {
      config: { NFT_RPC_URL: rpcUrl, NFT_CONTRACT_ADDRESS: contract, NFT_MINTER_KEY: minterKey },
    });
    const [monthly] = await t.database.db
      .select()
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.slug, 'monthly'));
    monthlyId = monthly!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await node?.close();
  });

  async function subscriber(wallet: Address | null) {
    const userId = await t.createUser({
      kycOverride: true,
      walletAddress: wallet,
      walletProvenAt: new Date(),
    });
    await setPin(t.database.db, t.clock, userId, PIN);
    await inTransaction(t.database.db, (tx) =>
      transfer(
        tx,
        t.clock,
        {
          kind: 'deposit',
          currency: 'KUB',
          amount: parseKubAmount('5')!,
          from: { system: 'DEPOSITS' },
          to: { userId },
          idempotencyKey: `nft-deposit-${userId}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
    const headers = await t.signIn(userId);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-subscription-infos',
      headers: { ...headers, 'idempotency-key': `nft-order-${userId}` },
      payload: { packageId: monthlyId, pin: PIN },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    return { userId, headers, tokenId: bought.json().subscription.nftCard.tokenId as string };
  }

  const ownerOf = (tokenId: string) =>
    reader().readContract({
      address: contract,
      abi: memberCardAbi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    });
  const card = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/client/user-subscription-infos/detail', headers })).json().data.nftCard;

  it('mints the card to the proven wallet, once, with tokenURI at the metadata', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const { userId, headers, tokenId } = await subscriber(wallet);
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);

    expect(await ownerOf(tokenId)).toBe(getAddress(wallet));
    const uri = await reader().readContract({
      address: contract,
      abi: memberCardAbi,
      functionName: 'tokenURI',
      args: [BigInt(tokenId)],
    });
    expect(uri).toBe(`${SITE}/api/nft/member-cards/${tokenId}.json`);
    expect(await card(headers)).toMatchObject({
      tokenId,
      onChain: true,
      contractAddress: contract,
      mintedTo: getAddress(wallet),
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });

    // A job that runs again (a crash before it was marked done) finds the card on chain and
    // records it without a second mint: the minter sends no transaction.
    const nonce = await reader().getTransactionCount({ address: minter });
    await t.database.db
      .update(userSubscriptions)
      .set({ nftMintedAt: null, nftMintedTo: null })
      .where(eq(userSubscriptions.userId, userId));
    // Re-open the finished job as if its worker had died before marking it done.
    await t.database.db.execute(
      sql`update jobs set done_at = null, run_at = ${t.clock.now().toISOString()}::timestamptz where kind = 'member-card.mint'`,
    );
    await t.app.jobs.drain();
    expect(await reader().getTransactionCount({ address: minter })).toBe(nonce);
    expect(await card(headers)).toMatchObject({ onChain: true, mintedTo: getAddress(wallet) });
  });

  it('keeps the card off chain without a wallet, and mints once a wallet is proven', async () => {
    const { userId, headers, tokenId } = await subscriber(null);
    await t.app.jobs.drain();
    expect(await card(headers)).toMatchObject({ tokenId, onChain: false, txHash: null });
    await expect(ownerOf(tokenId)).rejects.toThrow();

    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await t.database.db
      .update(users)
      .set({ walletAddress: wallet, walletProvenAt: new Date() })
      .where(eq(users.id, userId));
    await card(headers); // viewing My subscription queues the mint for the new wallet
    await t.app.jobs.drain();
    expect(await ownerOf(tokenId)).toBe(getAddress(wallet));
    expect(await card(headers)).toMatchObject({ onChain: true, mintedTo: getAddress(wallet) });
  });
  /** Deploys one of the receiver contracts from the minter's account (it has the chain's coin). */
  async function deployReceiver(name: 'CardHolder' | 'NotACardHolder'): Promise<Address> {
    const { abi, bytecode } = await compileSolidity('Receivers.sol', RECEIVERS, name);
    const account = privateKeyToAccount(minterKey);
    const hash = await createWalletClient({ chain, transport: http(rpcUrl), account }).deployContract({
      abi,
      bytecode,
    });
    return (await reader().waitForTransactionReceipt({ hash })).contractAddress!;
  }

  it('is a standard ERC-721: safeTransferFrom asks a contract for onERC721Received, a stranger cannot mint', async () => {
    const holderKey = generatePrivateKey();
    const holder = privateKeyToAccount(holderKey);
    const { tokenId } = await subscriber(holder.address);
    await t.app.jobs.drain();
    expect(await ownerOf(tokenId)).toBe(getAddress(holder.address));
    // Gas for the member's own transfers.
    const funder = createWalletClient({
      chain,
      transport: http(rpcUrl),
      account: privateKeyToAccount(minterKey),
    });
    await reader().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: holder.address, value: 10n ** 18n }),
    });
    const member = createWalletClient({ chain, transport: http(rpcUrl), account: holder });
    const safeTransfer = (to: Address) =>
      reader().simulateContract({
        address: contract,
        abi: cardAbi,
        functionName: 'safeTransferFrom',
        args: [holder.address, to, BigInt(tokenId)],
        account: holder,
      });

    const deaf = await deployReceiver('NotACardHolder');
    await expect(safeTransfer(deaf)).rejects.toThrow(/revert/);
    // Sent anyway (a fixed gas limit skips the estimate), the transaction reverts on chain.
    const refused = await member.writeContract({
      address: contract,
      abi: cardAbi,
      functionName: 'safeTransferFrom',
      args: [holder.address, deaf, BigInt(tokenId)],
      gas: 300_000n,
    });
    expect((await reader().waitForTransactionReceipt({ hash: refused })).status).toBe('reverted');
    expect(await ownerOf(tokenId)).toBe(getAddress(holder.address));

    const wallet = await deployReceiver('CardHolder');
    const { request } = await safeTransfer(wallet);
    const receipt = await reader().waitForTransactionReceipt({ hash: await member.writeContract(request) });
    expect(receipt.status).toBe('success');
    expect(await ownerOf(tokenId)).toBe(getAddress(wallet));

    const supports = (id: Hex) =>
      reader().readContract({
        address: contract,
        abi: cardAbi,
        functionName: 'supportsInterface',
        args: [id],
      });
    expect(await supports('0x80ac58cd')).toBe(true); // ERC-721
    expect(await supports('0x5b5e139f')).toBe(true); // ERC-721 metadata
    await expect(
      reader().simulateContract({
        address: contract,
        abi: cardAbi,
        functionName: 'mint',
        args: [holder.address, 999_999n],
        account: holder,
      }),
    ).rejects.toThrow(/only the minter/);
  });
});
