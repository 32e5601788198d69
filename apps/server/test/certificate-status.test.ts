import { createPublicKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { fromMultibase, verifyCredential } from '../src/modules/certificates/credential-proof.ts';
import { requireCertificateKey } from '../src/modules/certificates/signing-key.ts';
import {
  encodeStatusList,
  STATUS_LIST_SIZE,
  statusListBit,
} from '../src/modules/certificates/status-list.ts';
import { PageCache, type RenderedPage } from '../src/web/page-cache.ts';
import { createProfileTestApp, type ProfileTestApp, SITE } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/certificates';
const STATUS_LISTS = `${SITE}${API}/status-lists/`;

describe('status list bits', () => {
  it('counts positions from the left-most bit of the first byte and keeps 131,072 of them', () => {
    const encoded = encodeStatusList([0, 9, STATUS_LIST_SIZE - 1]);
    expect(encoded.startsWith('u')).toBe(true);
    expect([0, 9, STATUS_LIST_SIZE - 1].map((p) => statusListBit(encoded, p))).toEqual([true, true, true]);
    expect([1, 8, 10, STATUS_LIST_SIZE - 2].map((p) => statusListBit(encoded, p))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(() => encodeStatusList([STATUS_LIST_SIZE])).toThrow(RangeError);
  });
});

describe('the certificate key outside demo mode', () => {
  it('refuses to start without CERTIFICATE_SIGNING_KEY, naming it and how to make one', () => {
    expect(() => requireCertificateKey({ DEMO_MODE: false })).toThrow(
      /CERTIFICATE_SIGNING_KEY.*generateKeyPairSync\('ed25519'\)/s,
    );
    expect(() => requireCertificateKey({ DEMO_MODE: true })).not.toThrow();
    expect(() => requireCertificateKey({ DEMO_MODE: false, CERTIFICATE_SIGNING_KEY: 'MC4C' })).not.toThrow();
  });
});

describe.each(DRIVERS)('certificate revocation status on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: { authorization: string };
  let quizId: number;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(
      await t.createUser({ role: 'admin', email: `status-admin-${driver}@example.com` }),
    );
    quizId = await quizIdOf(t, 'how-to-keep-your-crypto-safe-quiz');
  });
  afterAll(() => t.close());

  async function certificateOf(taker: Awaited<ReturnType<typeof quizTaker>>, quiz = quizId) {
    await answerAll(t, taker, quiz);
    const finished = await inject(t, 'POST', `${QUIZ_API}/${quiz}/finish`, taker.headers, {});
    const code = finished.body.certificateCode as string;
    const credential = (await inject(t, 'GET', `${API}/${code}/credential`)).body;
    return { code, credential };
  }

  const siteKey = async () => {
    const did = await inject(t, 'GET', '/.well-known/did.json');
    const multikey = fromMultibase(did.body.verificationMethod[0].publicKeyMultibase as string);
    return createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(multikey.slice(2)).toString('base64url') },
      format: 'jwk',
    });
  };

  /** What a verifier holding only the credential does: fetch its status list, check it, read the bit. */
  async function revokedPerStatusList(credential: Record<string, unknown>): Promise<boolean> {
    const entry = credential.credentialStatus as { statusListCredential: string; statusListIndex: string };
    const list = await inject(t, 'GET', new URL(entry.statusListCredential).pathname);
    expect(list.status).toBe(200);
    expect(verifyCredential(list.body, await siteKey())).toBe(true);
    expect(list.body.credentialSubject.statusPurpose).toBe('revocation');
    return statusListBit(list.body.credentialSubject.encodedList as string, Number(entry.statusListIndex));
  }

  it('gives each certificate a status entry at its own place and names the learner without their e-mail', async () => {
    const first = await quizTaker(t);
    const [email] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${first.userId}`,
    );
    const a = await certificateOf(first);
    const b = await certificateOf(await quizTaker(t));
    const bitcoin = await certificateOf(first, await quizIdOf(t, 'what-is-bitcoin-quiz'));

    expect(a.credential.credentialStatus).toEqual({
      id: expect.stringMatching(new RegExp(`^${STATUS_LISTS}0#\\d+$`)),
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: expect.stringMatching(/^\d+$/),
      statusListCredential: `${STATUS_LISTS}0`,
    });
    const places = [a, b, bitcoin].map((c) => c.credential.credentialStatus.statusListIndex);
    expect(new Set(places).size).toBe(3);

    // Open Badges 3.0: the subject has an id. The same learner keeps one; it reveals nothing.
    const subject = a.credential.credentialSubject.id as string;
    expect(subject).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(bitcoin.credential.credentialSubject.id).toBe(subject);
    expect(b.credential.credentialSubject.id).not.toBe(subject);
    expect(JSON.stringify(a.credential)).not.toContain(email!.email);
    expect(verifyCredential(a.credential, await siteKey())).toBe(true);

    const list = await t.app.inject({ url: `${API}/status-lists/0` });
    expect(list.headers['cache-control']).toBe('public, no-cache');
    const body = list.json();
    expect(body.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(body.id).toBe(`${STATUS_LISTS}0`);
    expect(body.issuer).toBe('did:web:academy.example');
    expect(body.credentialSubject).toMatchObject({
      id: `${STATUS_LISTS}0#list`,
      type: 'BitstringStatusList',
    });
    const bits = await revokedPerStatusList(a.credential);
    expect(bits).toBe(false);
  });

  it('sets the bit on revoke and the verify API reads it; a second revoke changes nothing', async () => {
    const { code, credential } = await certificateOf(await quizTaker(t));
    expect(await revokedPerStatusList(credential)).toBe(false);
    const url = `/api/admin/certificates/${code}/revoke`;
    const revoked = await inject(t, 'POST', url, admin, { reason: 'Answers shared in a group chat' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');

    expect(await revokedPerStatusList(credential)).toBe(true);
    const view = await inject(t, 'GET', `${API}/${code}`);
    expect(view.body).toMatchObject({
      status: 'revoked',
      revokedAt: revoked.body.revokedAt,
      signatureValid: true,
    });
    expect(view.body.statusListUrl).toBe(
      (credential.credentialStatus as { statusListCredential: string }).statusListCredential,
    );

    t.clock.advance(60_000);
    const again = await inject(t, 'POST', url, admin, { reason: 'Twice' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(revoked.body);
    const rows = await queryRows<{ reason: string }>(
      t.database.db,
      sql`select reason from audit_log where action = 'certificate.revoke' and target_id = ${code}`,
    );
    expect(rows.map((row) => row.reason)).toEqual(['Answers shared in a group chat']);
  });

  it('writes one audit row when ten admins revoke the same certificate at once', async () => {
    const { code, credential } = await certificateOf(await quizTaker(t));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inject(t, 'POST', `/api/admin/certificates/${code}/revoke`, admin, { reason: `Revoke ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.revokedAt)).size).toBe(1);
    const [audit] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from audit_log where action = 'certificate.revoke' and target_id = ${code}`,
    );
    expect(audit!.total).toBe(1);
    expect(await revokedPerStatusList(credential)).toBe(true);
  });

  it('clears cached pages on revoke, so the verify page does not keep saying valid', async () => {
    const { code } = await certificateOf(await quizTaker(t));
    // The server-rendered page cache listens to content changes the way web/ssr.ts wires it.
    const pages = new PageCache(60);
    const stop = t.app.contentInvalidation.subscribe(() => pages.clear());
    const page: RenderedPage = {
      status: 200,
      headers: [],
      setCookies: [],
      body: Buffer.from('Valid certificate'),
      etag: 'W/"valid"',
      scriptHashes: [],
      shareable: true,
    };
    const key = `${SITE}/en/verify/${code}`;
    await pages.render(key, async () => page);
    expect(await pages.lookup(key)).toBe(page);
    await inject(t, 'POST', `/api/admin/certificates/${code}/revoke`, admin, { reason: 'Copied' });
    expect(await pages.lookup(key)).toBeUndefined();
    stop();
  });

  it('answers a status list nobody uses, or a malformed number, with 404 in English and Thai', async () => {
    const far = await inject(t, 'GET', `${API}/status-lists/999`);
    expect(far.status).toBe(404);
    expect(far.body.message).toBe('No certificate status list has this number.');
    const bad = await inject(t, 'GET', `${API}/status-lists/-1`, { lang: 'th' });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('ไม่พบรายการสถานะใบประกาศนียบัตรหมายเลขนี้');
  });

  it('lets a verifier on another site read the credential, its status list and the DID document, and only those', async () => {
    const { code } = await certificateOf(await quizTaker(t));
    const fromElsewhere = (url: string) =>
      t.app.inject({ url, headers: { origin: 'https://verifier.example' } });
    for (const url of [
      `${API}/${code}/credential`,
      `${API}/status-lists/0`,
      '/.well-known/did.json',
      // A verifier is told "unknown" across sites too.
      `${API}/NOPE-0000/credential`,
    ]) {
      const answer = await fromElsewhere(url);
      expect(answer.headers['access-control-allow-origin'], url).toBe('*');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(answer.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    for (const url of [`${API}/${code}`, `${API}/${code}/og.png`, '/api/client/me', '/api/health']) {
      const answer = await fromElsewhere(url);
      expect(answer.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
