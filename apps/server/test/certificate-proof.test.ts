import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  fromMultibase,
  signCredential,
  signingInput,
  toMultibase,
  verifyCredential,
} from '../src/modules/certificates/credential-proof.ts';
import { parseSigningKey } from '../src/modules/certificates/signing-key.ts';
import { eddsaJcs2022Vectors as vectors } from './fixtures/eddsa-jcs-2022-vectors.ts';

/** PKCS#8 DER of an Ed25519 private key, before its 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The vectors' private key: multibase of the ed25519-priv multicodec (0x8026) and the seed. */
function vectorPrivateKey() {
  const bytes = fromMultibase(vectors.keyPair.privateKeyMultibase);
  expect([...bytes.slice(0, 2)]).toEqual([0x80, 0x26]);
  const der = Buffer.concat([PKCS8_ED25519_PREFIX, bytes.slice(2)]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

const { proofValue: _published, ...publishedProof } = vectors.signed.proof;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

describe('eddsa-jcs-2022 against the W3C vc-di-eddsa test vectors', () => {
  it('canonicalises the document and the proof options as published (RFC 8785)', () => {
    expect(canonicalJson(vectors.unsigned)).toBe(vectors.canonicalDocument);
    expect(canonicalJson(vectors.proofConfig)).toBe(vectors.canonicalProofConfig);
  });

  it('hashes proof options then document into the published combined hash', () => {
    const input = signingInput(vectors.unsigned, publishedProof);
    expect(input.toString('hex')).toBe(vectors.combinedHashHex);
    expect(input.toString('hex')).toBe(
      Buffer.concat([sha256(vectors.canonicalProofConfig), sha256(vectors.canonicalDocument)]).toString(
        'hex',
      ),
    );
  });

  it('reproduces the published proofValue with the published key, and verifies the signed document', () => {
    const privateKey = vectorPrivateKey();
    const signed = signCredential(vectors.unsigned, privateKey, {
      verificationMethod: vectors.proofConfig.verificationMethod,
      created: new Date(vectors.proofConfig.created),
    });
    expect(signed).toEqual(vectors.signed);
    expect(fromMultibase((signed.proof as { proofValue: string }).proofValue)).toEqual(
      Uint8Array.from(Buffer.from(vectors.signatureHex, 'hex')),
    );
    expect(verifyCredential(vectors.signed, createPublicKey(privateKey))).toBe(true);
  });

  it('publishes the key as the vectors do (Multikey, base58btc) and rejects a changed document', () => {
    const pkcs8 = vectorPrivateKey().export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const key = parseSigningKey(pkcs8);
    expect(key.publicKeyMultibase).toBe(vectors.keyPair.publicKeyMultibase);
    const forged = { ...vectors.signed, name: 'Forged Credential' };
    expect(verifyCredential(forged, key.publicKey)).toBe(false);
    expect(verifyCredential(vectors.signed, key.publicKey)).toBe(true);
  });

  it('writes leading zero bytes as leading ones in base58btc', () => {
    expect(toMultibase(Uint8Array.from([0, 0, 1]))).toBe('z112');
    expect([...fromMultibase('z112')]).toEqual([0, 0, 1]);
  });
});
