import { createPublicKey, type KeyObject } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificateSigningKeys } from '../../db/schema/index.ts';
import { verifyCredential } from './credential-proof.ts';
import { publicKeyMultibase } from './signing-key.ts';

/** A key that has signed certificates, as did.json publishes it. */
export interface PublishedKey {
  number: number;
  verificationMethod: string;
  publicKey: KeyObject;
  publicKeyMultibase: string;
  createdAt: Date;
  compromisedAt: Date | null;
  compromiseReason: string | null;
}

/** The DID URL of key `number`: what a credential's proof names and did.json lists. */
export function verificationMethodFor(did: string, number: number): string {
  return `${did}#key-${number}`;
}

/** Every key the site has signed with, oldest first. */
export async function publishedKeys(db: Db, did: string): Promise<PublishedKey[]> {
  const rows = await db.select().from(certificateSigningKeys).orderBy(asc(certificateSigningKeys.number));
  return rows.map((row) => {
    const publicKey = createPublicKey(row.publicKey);
    return {
      number: row.number,
      verificationMethod: verificationMethodFor(did, row.number),
      publicKey,
      publicKeyMultibase: publicKeyMultibase(publicKey),
      createdAt: row.createdAt,
      compromisedAt: row.compromisedAt,
      compromiseReason: row.compromiseReason,
    };
  });
}

export type SignatureProblem = 'key-compromised' | 'key-unknown' | 'signature-mismatch';

export interface SignatureCheck {
  signatureValid: boolean;
  signatureProblem: SignatureProblem | null;
  keyCompromisedAt: string | null;
}

/**
 * Checks a stored credential against the key its proof names, among every key the site has
 * published: a key since withdrawn as compromised makes it fail (whoever held that key could have
 * signed anything), and so does a key the site never published or a signature that does not match.
 */
export function checkCredentialSignature(
  credential: Record<string, unknown>,
  keys: readonly PublishedKey[],
): SignatureCheck {
  const method = (credential.proof as { verificationMethod?: unknown } | undefined)?.verificationMethod;
  const key = keys.find((candidate) => candidate.verificationMethod === method);
  if (!key) return { signatureValid: false, signatureProblem: 'key-unknown', keyCompromisedAt: null };
  if (!verifyCredential(credential, key.publicKey))
    return { signatureValid: false, signatureProblem: 'signature-mismatch', keyCompromisedAt: null };
  if (key.compromisedAt)
    return {
      signatureValid: false,
      signatureProblem: 'key-compromised',
      keyCompromisedAt: key.compromisedAt.toISOString(),
    };
  return { signatureValid: true, signatureProblem: null, keyCompromisedAt: null };
}
