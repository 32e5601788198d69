import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp, SITE } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { RotationSites } from './rotation-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/certificates';
const KEYS = '/api/admin/certificate-keys';
const newKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

/**
 * A rotation of the certificate signing key: instances with key A and instances with key B on one
 * database. Every certificate verifies whichever key signed it, did.json lists both, and a key
 * withdrawn as compromised fails its certificates until they are re-issued.
 */
describe.each(DRIVERS)('certificate signing key rotation (%s)', (driver) => {
  let t: ProfileTestApp;
  let sites: RotationSites;
  let rotated: ProfileTestApp;
  let quizId: number;

  beforeAll(async () => {
    t = await createProfileTestApp(driver, { config: { CERTIFICATE_SIGNING_KEY: newKey() } });
    sites = new RotationSites(t.database, t.clock);
    const app: FastifyInstance = await sites.site({ CERTIFICATE_SIGNING_KEY: newKey(), PUBLIC_URL: SITE });
    rotated = { ...t, app };
    quizId = await quizIdOf(t, 'how-to-keep-your-crypto-safe-quiz');
  });
  afterAll(async () => {
    await sites.close();
    await t.close();
  });

  async function issueOn(site: ProfileTestApp) {
    const taker = await quizTaker(site);
    await answerAll(site, taker, quizId);
    const finished = await inject(site, 'POST', `${QUIZ_API}/${quizId}/finish`, taker.headers, {});
    const code = finished.body.certificateCode as string;
    const credential = (await inject(site, 'GET', `${API}/${code}/credential`)).body;
    return { code, method: credential.proof.verificationMethod as string };
  }
  const verify = async (site: ProfileTestApp, code: string) => {
    const { signatureValid, signatureProblem, keyCompromisedAt } = (
      await inject(site, 'GET', `${API}/${code}`)
    ).body;
    return { signatureValid, signatureProblem, compromised: keyCompromisedAt !== null };
  };
  const valid = { signatureValid: true, signatureProblem: null, compromised: false };

  it('verifies certificates of the old and the new key, then fails the compromised key’s until re-issued', async () => {
    const did = `did:web:${encodeURIComponent(new URL(SITE).host)}`;
    const a = await issueOn(t);
    const b = await issueOn(rotated);
    expect(a.method).toBe(`${did}#key-1`);
    expect(b.method).toBe(`${did}#key-2`);
    for (const site of [t, rotated]) {
      expect(await verify(site, a.code)).toEqual(valid);
      expect(await verify(site, b.code)).toEqual(valid);
    }
    const document = (await inject(t, 'GET', '/.well-known/did.json')).body;
    expect(document.verificationMethod.map((method: { id: string }) => method.id)).toEqual([
      a.method,
      b.method,
    ]);
    expect(document.assertionMethod).toEqual([a.method, b.method]);

    const admin = await rotated.signIn(await rotated.createUser({ role: 'admin' }));
    const reason = { reason: 'The old key file was found on a shared drive' };
    const inUse = await inject(rotated, 'POST', `${KEYS}/2/compromise`, admin, reason);
    expect([inUse.status, inUse.body.code]).toEqual([409, 'CERTIFICATE_KEY_IN_USE']);
    expect((await inject(rotated, 'POST', `${KEYS}/9/compromise`, admin, reason)).body.code).toBe(
      'CERTIFICATE_KEY_NOT_FOUND',
    );
    const marked = await inject(rotated, 'POST', `${KEYS}/1/compromise`, admin, reason);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({
      number: 1,
      current: false,
      certificates: 1,
      compromiseReason: reason.reason,
    });

    // Every instance reads the withdrawal from the database: A's certificate fails, B's holds.
    for (const site of [t, rotated]) {
      expect(await verify(site, a.code)).toEqual({
        signatureValid: false,
        signatureProblem: 'key-compromised',
        compromised: true,
      });
      expect(await verify(site, b.code)).toEqual(valid);
    }
    const withdrawn = (await inject(rotated, 'GET', '/.well-known/did.json')).body;
    expect(withdrawn.assertionMethod).toEqual([b.method]);
    expect(withdrawn.verificationMethod[0]).toMatchObject({ id: a.method, revoked: expect.any(String) });

    // Re-issued with the current key, the certificate verifies again under the same code.
    const reissued = await inject(rotated, 'POST', `${KEYS}/1/reissue`, admin, {});
    expect(reissued.body).toEqual({ reissued: 1 });
    expect(await verify(rotated, a.code)).toEqual(valid);
    const after = (await inject(rotated, 'GET', `${API}/${a.code}/credential`)).body;
    expect(after.proof.verificationMethod).toBe(b.method);
    const list = (await inject(rotated, 'GET', KEYS, admin)).body.data;
    expect(
      list.map((key: { number: number; certificates: number }) => [key.number, key.certificates]),
    ).toEqual([
      [1, 0],
      [2, 2],
    ]);
  });
});
