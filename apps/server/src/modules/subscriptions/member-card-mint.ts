import { eq, sql } from 'drizzle-orm';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hash,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../db/client.ts';
import { users, userSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { memberCardAbi } from './member-card-abi.ts';
import type { NftSettings, SubscriptionSettings } from './subscription-settings.ts';

export const MEMBER_CARD_MINT_JOB = 'member-card.mint';
/** Cards go only to a wallet the member proved by signature, never to an address only typed in. */
const provenWallet = sql<
  string | null
>`case when ${users.walletProvenAt} is not null then ${users.walletAddress} end`;
const RECEIPT_TIMEOUT_MS = 120_000;

/**
 * Queues the mint of a term's card to the owner's proven wallet. Keyed by term and wallet, so
 * queuing again (each purchase, each visit to My subscription) does nothing until the card is
 * minted or the wallet changes. Nothing is queued while minting is not configured.
 */
export async function queueMemberCardMint(
  db: Db,
  clock: Clock,
  settings: SubscriptionSettings,
  term: { id: number; userId: number; nftTokenId: string | null; nftMintedAt: Date | null },
): Promise<boolean> {
  if (!settings.nft || !term.nftTokenId || term.nftMintedAt) return false;
  const [owner] = await db.select({ wallet: provenWallet }).from(users).where(eq(users.id, term.userId));
  if (!owner?.wallet) return false;
  await enqueueJob(db, clock, {
    kind: MEMBER_CARD_MINT_JOB,
    payload: { subscriptionId: term.id },
    dedupeKey: `${MEMBER_CARD_MINT_JOB}:${term.id}:${owner.wallet.toLowerCase()}`,
  });
  return true;
}

function chainClients(nft: NftSettings, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: 'Member card chain',
    nativeCurrency: { name: 'KUB', symbol: 'KUB', decimals: 18 },
    rpcUrls: { default: { http: [nft.rpcUrl] } },
  });
  const transport = http(nft.rpcUrl, { timeout: 30_000, retryCount: 1 });
  return {
    chain,
    reader: createPublicClient({ chain, transport }),
    writer: createWalletClient({ chain, transport, account: privateKeyToAccount(nft.minterKey) }),
  };
}

async function currentOwner(
  reader: ReturnType<typeof chainClients>['reader'],
  contract: Address,
  tokenId: bigint,
): Promise<Address | null> {
  try {
    return await reader.readContract({
      address: contract,
      abi: memberCardAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
  } catch {
    // ownerOf reverts for a token that does not exist yet.
    return null;
  }
}

/**
 * Mints a term's card. A job may run twice (a crash after sending), so it first asks the chain
 * who owns the token: a card minted already is only recorded, never minted again (the contract
 * refuses a second mint of an id too). The transaction hash is stored before waiting for it.
 */
export function mintMemberCardHandler(settings: SubscriptionSettings): JobHandler {
  let chainId: number | undefined;
  return async (job, { db, clock, log }) => {
    const nft = settings.nft;
    if (!nft) return;
    const id = Number(job.payload.subscriptionId);
    const [term] = await db
      .select({
        tokenId: userSubscriptions.nftTokenId,
        mintedAt: userSubscriptions.nftMintedAt,
        txHash: userSubscriptions.nftTxHash,
        wallet: provenWallet,
      })
      .from(userSubscriptions)
      .innerJoin(users, eq(users.id, userSubscriptions.userId))
      .where(eq(userSubscriptions.id, id));
    if (!term?.tokenId || term.mintedAt || !term.wallet) return;

    if (chainId === undefined) {
      chainId = await createPublicClient({ transport: http(nft.rpcUrl, { timeout: 30_000 }) }).getChainId();
    }
    const { reader, writer } = chainClients(nft, chainId);
    const tokenId = BigInt(term.tokenId);
    const to = getAddress(term.wallet);
    let owner = await currentOwner(reader, nft.contractAddress, tokenId);
    let txHash = term.txHash as Hash | null;
    if (!owner) {
      txHash = await writer.writeContract({
        address: nft.contractAddress,
        abi: memberCardAbi,
        functionName: 'mint',
        args: [to, tokenId],
      });
      await db.update(userSubscriptions).set({ nftTxHash: txHash }).where(eq(userSubscriptions.id, id));
      const receipt = await reader.waitForTransactionReceipt({ hash: txHash, timeout: RECEIPT_TIMEOUT_MS });
      if (receipt.status !== 'success') throw new Error(`member card mint ${txHash} reverted`);
      owner = to;
    }
    await db
      .update(userSubscriptions)
      .set({ nftMintedTo: owner, nftMintedAt: clock.now(), nftTxHash: txHash })
      .where(eq(userSubscriptions.id, id));
    log.info({ subscriptionId: id, tokenId: term.tokenId, owner, txHash }, 'member card minted');
  };
}
