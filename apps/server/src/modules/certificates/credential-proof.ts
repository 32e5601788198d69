import { createHash, type KeyObject, sign, verify } from 'node:crypto';
import { base58 } from '@scure/base';
import canonicalize from 'canonicalize';

/** Multibase base58btc (the `z` prefix), as Data Integrity proofs and Multikeys write bytes. */
export function toMultibase(bytes: Uint8Array): string {
  return `z${base58.encode(bytes)}`;
}

export function fromMultibase(text: string): Uint8Array {
  if (!text.startsWith('z')) throw new Error('not multibase base58btc');
  return base58.decode(text.slice(1));
}

/** JSON Canonicalization Scheme (RFC 8785), the canonical form eddsa-jcs-2022 hashes. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('not a JSON value');
  return text;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export interface DataIntegrityProof {
  type: 'DataIntegrityProof';
  cryptosuite: 'eddsa-jcs-2022';
  created: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
  proofValue?: string;
  '@context'?: unknown;
}

/** What eddsa-jcs-2022 signs: hash(canonical proof options) followed by hash(canonical document). */
export function signingInput(
  document: Record<string, unknown>,
  proof: Omit<DataIntegrityProof, 'proofValue'>,
): Buffer {
  const { proof: _ignored, ...unsecured } = document;
  const options = { ...proof, '@context': unsecured['@context'] };
  return Buffer.concat([sha256(canonicalJson(options)), sha256(canonicalJson(unsecured))]);
}

/** Adds a Data Integrity proof (cryptosuite eddsa-jcs-2022) made with the site's Ed25519 key. */
export function signCredential(
  document: Record<string, unknown>,
  privateKey: KeyObject,
  options: { verificationMethod: string; created: Date },
): Record<string, unknown> {
  const proof: Omit<DataIntegrityProof, 'proofValue'> = {
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created: xsdDateTime(options.created),
    verificationMethod: options.verificationMethod,
    proofPurpose: 'assertionMethod',
    // The specification's proof configuration carries the document's context, and so does the
    // published signed example: a verifier hashes the proof options exactly as they are written.
    ...(document['@context'] === undefined ? {} : { '@context': document['@context'] }),
  };
  const signature = sign(null, signingInput(document, proof), privateKey);
  return { ...document, proof: { ...proof, proofValue: toMultibase(signature) } };
}

/** Whether the credential's proof is a valid signature by `publicKey` over exactly this content. */
export function verifyCredential(credential: Record<string, unknown>, publicKey: KeyObject): boolean {
  const proof = credential.proof as DataIntegrityProof | undefined;
  if (!proof?.proofValue?.startsWith('z') || proof.cryptosuite !== 'eddsa-jcs-2022') return false;
  const { proofValue, ...rest } = proof;
  try {
    return verify(null, signingInput(credential, rest), publicKey, fromMultibase(proofValue));
  } catch {
    return false;
  }
}

/** A timestamp as credentials write it: UTC to the second (`2026-01-31T09:00:00Z`). */
export function xsdDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
