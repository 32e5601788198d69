import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';

/**
 * Everything that identifies the person behind a site account, for "one reward per verified
 * identity": the account itself, the exchange account it is linked to (one user per subject),
 * and its proven wallet. Wallet addresses are compared in lower case (EIP-55 capitals are only a
 * checksum). Two site accounts sharing any facet are one person to a campaign.
 */
export async function identityFacets(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ wallet: users.walletAddress, subject: exchangeAccounts.subject })
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  const facets = [`user:${userId}`];
  if (row?.subject) facets.push(`exchange:${row.subject}`);
  if (row?.wallet) facets.push(`wallet:${row.wallet.toLowerCase()}`);
  return facets;
}
