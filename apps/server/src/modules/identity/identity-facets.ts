import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';

/** What identifies the person behind a site account, as one query reads it. */
export interface IdentityFacts {
  /** The linked exchange account's subject. */
  subject: string | null;
  /** The wallet the user proved by signature (null when none, or only typed). */
  provenWallet: string | null;
  /** Wallets the exchange reports for the linked account (its verified data, not the user's typing). */
  exchangeWallet: string | null;
  nextWallet: string | null;
}

/**
 * The columns of `IdentityFacts`, for a query joining `users` with `exchange_accounts` (left):
 * callers that read more in the same round trip select these beside their own.
 */
export const identityColumns = {
  subject: exchangeAccounts.subject,
  provenWallet: sql<
    string | null
  >`case when ${users.walletProvenAt} is not null then ${users.walletAddress} end`,
  exchangeWallet: exchangeAccounts.exchangeWalletAddress,
  nextWallet: exchangeAccounts.nextWalletAddress,
};

/**
 * The one rule for "one reward per verified identity": the account itself, the exchange account it
 * is linked to (one site account per subject), every wallet the exchange reports for it, and the
 * wallet it proved by signature. An address merely typed into the profile is not an identity, or
 * copying someone's address would block their rewards. Two site accounts sharing any facet are one
 * person. Wallet addresses compare in lower case (EIP-55 capitals are only a checksum).
 */
export function facetsOf(userId: number, identity: IdentityFacts | null | undefined): string[] {
  const facets = new Set([`user:${userId}`]);
  if (identity?.subject) facets.add(`exchange:${identity.subject}`);
  for (const wallet of [identity?.provenWallet, identity?.exchangeWallet, identity?.nextWallet])
    if (wallet) facets.add(`wallet:${wallet.toLowerCase()}`);
  return [...facets];
}

/** The facets of one user, read on their own. */
export async function identityFacets(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select(identityColumns)
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return facetsOf(userId, row);
}
