import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteKeys } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { toMultibase } from './credential-proof.ts';

const KEY_NAME = 'certificate-signing';
/** The multicodec prefix of an Ed25519 public key (0xed, as a varint). */
const ED25519_PUBLIC_KEY_CODEC = Buffer.from([0xed, 0x01]);

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The Multikey form published in did.json: multibase base58btc of 0xed01 + the raw key. */
  publicKeyMultibase: string;
}

function fromPrivate(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('CERTIFICATE_SIGNING_KEY must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  return {
    privateKey,
    publicKey,
    publicKeyMultibase: toMultibase(Buffer.concat([ED25519_PUBLIC_KEY_CODEC, raw])),
  };
}

/** CERTIFICATE_SIGNING_KEY: a PKCS#8 PEM, or the base64 of its DER form (one line for .env files). */
export function parseSigningKey(text: string): SigningKey {
  const trimmed = text.trim();
  const key = trimmed.includes('BEGIN')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  return fromPrivate(key);
}

/**
 * The site's certificate key: the configured one, else one generated once and kept in the
 * database (development and demo), so every instance and every restart signs with the same key.
 */
export async function loadSigningKey(
  db: Db,
  clock: Clock,
  configured: string | undefined,
): Promise<SigningKey> {
  if (configured) return parseSigningKey(configured);
  const [existing] = await db.select().from(siteKeys).where(eq(siteKeys.name, KEY_NAME));
  if (existing) return fromPrivate(createPrivateKey(existing.privateKey));
  const pair = generateKeyPairSync('ed25519');
  await db
    .insert(siteKeys)
    .values({
      name: KEY_NAME,
      privateKey: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }) as string,
      createdAt: clock.now(),
    })
    .onConflictDoNothing();
  const [stored] = await db.select().from(siteKeys).where(eq(siteKeys.name, KEY_NAME));
  return fromPrivate(createPrivateKey(stored!.privateKey));
}
