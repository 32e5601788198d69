import type { WalletNonce } from '@app/contracts/profile';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getAddress, isAddress, isAddressEqual } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { users, walletNonces } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { isWalletSignatureValid } from './wallet-signature.ts';

const NONCE_TTL_MS = 10 * 60 * 1000;
const STATEMENT = 'Link this wallet to your KUB Academy account.';

/**
 * Issues a single-use nonce and the exact EIP-4361 message to sign with it: this site's domain,
 * the address, and an expiry, so a signature proves control of the wallet here and now only.
 */
export async function issueWalletNonce(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  userId: number,
  input: { address: string; chainId: number },
): Promise<WalletNonce> {
  const address = getAddress(input.address.toLowerCase());
  const nonce = generateSiweNonce();
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + NONCE_TTL_MS);
  await db.insert(walletNonces).values({ nonce, userId, address, expiresAt });
  const message = createSiweMessage({
    domain: settings.siweDomain,
    address,
    statement: STATEMENT,
    uri: settings.publicUrl,
    version: '1',
    chainId: input.chainId,
    nonce,
    issuedAt,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a signed message (domain, expiry, nonce once, signature) and saves the wallet on the user.
 * A contract wallet's signature is checked on the chain when a node is configured.
 */
export async function verifyWalletProof(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  userId: number,
  input: { message: string; signature: string },
): Promise<{ walletAddress: string }> {
  const fields = parseSiweMessage(input.message);
  if (!fields.address || !isAddress(fields.address, { strict: false }) || !fields.nonce || !fields.domain) {
    throw new AppError('WALLET_SIGNATURE_INVALID');
  }
  if (fields.domain !== settings.siweDomain) throw new AppError('WALLET_DOMAIN_MISMATCH');
  const now = clock.now();
  if (!fields.expirationTime || fields.expirationTime.getTime() <= now.getTime()) {
    throw new AppError('WALLET_MESSAGE_EXPIRED');
  }
  if (fields.notBefore && fields.notBefore.getTime() > now.getTime()) {
    throw new AppError('WALLET_SIGNATURE_INVALID');
  }

  // The nonce is spent before the signature is checked, so a guess costs a fresh nonce each time.
  const [issued] = await db
    .update(walletNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(walletNonces.nonce, fields.nonce),
        eq(walletNonces.userId, userId),
        isNull(walletNonces.usedAt),
        gt(walletNonces.expiresAt, now),
      ),
    )
    .returning({ address: walletNonces.address });
  if (!issued) throw new AppError('WALLET_NONCE_INVALID');
  if (!isAddressEqual(issued.address as `0x${string}`, fields.address)) {
    throw new AppError('WALLET_SIGNATURE_INVALID');
  }
  // Only now, with every local check passed, may the check ask the chain node.
  const valid = await isWalletSignatureValid(settings.walletRpcUrl, {
    address: fields.address,
    message: input.message,
    signature: input.signature as `0x${string}`,
  });
  if (!valid) throw new AppError('WALLET_SIGNATURE_INVALID');

  const walletAddress = getAddress(fields.address);
  await db
    .update(users)
    .set({ walletAddress, walletProvenAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return { walletAddress };
}
