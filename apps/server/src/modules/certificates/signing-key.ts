import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificateSigningKeys, siteKeys } from '../../db/schema/index.ts';
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

/** The Multikey form of an Ed25519 public key. */
export function publicKeyMultibase(publicKey: KeyObject): string {
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  return toMultibase(Buffer.concat([ED25519_PUBLIC_KEY_CODEC, raw]));
}

function fromPrivate(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('CERTIFICATE_SIGNING_KEY must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, publicKeyMultibase: publicKeyMultibase(publicKey) };
}

/**
 * The number of a signing key among every key the site has signed with, registered on first use:
 * the first key is 1 (`#key-1`, as certificates issued before rotation name it), a new one the next
 * free number. Two instances registering different keys at once may pick the same number: one
 * insert then does nothing and the loop tries the next.
 */
export async function registerSigningKey(db: Db, clock: Clock, key: SigningKey): Promise<number> {
  const publicKey = key.publicKey.export({ format: 'pem', type: 'spki' }) as string;
  const t = certificateSigningKeys;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [known] = await db.select({ number: t.number }).from(t).where(eq(t.publicKey, publicKey));
    if (known) return known.number;
    const [last] = await db.select({ number: sql<number | null>`max(${t.number})` }).from(t);
    await db
      .insert(t)
      .values({ number: Number(last?.number ?? 0) + 1, publicKey, createdAt: clock.now() })
      .onConflictDoNothing();
  }
  throw new Error('could not register the certificate signing key');
}

/** CERTIFICATE_SIGNING_KEY: a PKCS#8 PEM, or the base64 of its DER form (one line for .env files). */
export function parseSigningKey(text: string): SigningKey {
  const trimmed = text.trim();
  const key = trimmed.includes('BEGIN')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  return fromPrivate(key);
}

/** How an operator makes a key: it prints one line of base64 for CERTIFICATE_SIGNING_KEY. */
export const CERTIFICATE_KEY_COMMAND =
  "node -e \"console.log(require('node:crypto').generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'))\"";

/**
 * Refuses a production start outside demo mode without CERTIFICATE_SIGNING_KEY: a generated key
 * would sit in the database in plain text, and whoever reads a backup could sign certificates
 * that verify as the site's. Demo mode (the quick start) keeps generating one.
 */
export function requireCertificateKey(config: {
  DEMO_MODE: boolean;
  CERTIFICATE_SIGNING_KEY?: string | undefined;
}): void {
  if (config.DEMO_MODE || config.CERTIFICATE_SIGNING_KEY) return;
  throw new Error(
    'Invalid environment: CERTIFICATE_SIGNING_KEY: the key that signs certificates must be configured ' +
      'outside demo mode, so that it is not generated and stored unprotected in the database. Make one with\n' +
      `  ${CERTIFICATE_KEY_COMMAND}\n` +
      'and set CERTIFICATE_SIGNING_KEY to the line it prints (a PKCS#8 PEM of an Ed25519 key, such as ' +
      '`openssl genpkey -algorithm ed25519` writes, works too). A site that already issued certificates ' +
      "keeps their signatures valid by setting the key kept in its site_keys table (name 'certificate-signing').",
  );
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
