import { createHash, type KeyObject, sign, verify } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58btc(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

export function fromBase58btc(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) throw new Error('not base58');
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/**
 * JSON Canonicalization Scheme (RFC 8785) for the values a credential holds: objects with keys
 * sorted by UTF-16 code units, no whitespace, ECMAScript number and string serialisation.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
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
function signingInput(document: Record<string, unknown>, proof: Omit<DataIntegrityProof, 'proofValue'>) {
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
    created: options.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod: options.verificationMethod,
    proofPurpose: 'assertionMethod',
  };
  const signature = sign(null, signingInput(document, proof), privateKey);
  return { ...document, proof: { ...proof, proofValue: `z${base58btc(signature)}` } };
}

/** Whether the credential's proof is a valid signature by `publicKey` over exactly this content. */
export function verifyCredential(credential: Record<string, unknown>, publicKey: KeyObject): boolean {
  const proof = credential.proof as DataIntegrityProof | undefined;
  if (!proof?.proofValue?.startsWith('z') || proof.cryptosuite !== 'eddsa-jcs-2022') return false;
  const { proofValue, ...rest } = proof;
  try {
    return verify(null, signingInput(credential, rest), publicKey, fromBase58btc(proofValue.slice(1)));
  } catch {
    return false;
  }
}
