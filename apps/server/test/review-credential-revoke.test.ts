import { createPublicKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { fromMultibase, verifyCredential } from '../src/modules/certificates/credential-proof.ts';
import { statusListBit } from '../src/modules/certificates/status-list.ts';
import { PageCache, type RenderedPage } from '../src/web/page-cache.ts';
import { createProfileTestApp, type ProfileTestApp, SITE } from './profile-kit.ts';
import { inject, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

const PROGRESS = '/api/client/review/progress';
const view = (code: string) => `/api/client/review/credentials/${code}`;
const revokeUrl = (code: string) => `/api/admin/review/credentials/${code}/revoke`;

describe.each(DRIVERS)('revoking a "topic mastered" credential on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: { authorization: string };
  let bitcoinQuestion: number;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(
      await t.createUser({ role: 'admin', email: `review-revoke-${driver}@example.com` }),
    );
    const bitcoin = await quizIdOf(t, 'what-is-bitcoin-quiz');
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} limit 1`,
    );
    bitcoinQuestion = question!.id;
  });
  afterAll(() => t.close());

  /** A learner whose one card of the Bitcoin topic is past the mastery stability: progress issues the credential. */
  async function masteredTopic() {
    const learner = await quizTaker(t);
    const now = t.clock.now();
    await t.database.db.execute(
      sql`insert into review_cards (user_id, quiz_question_id, category_key, due, stability, state, reps, created_at)
          values (${learner.userId}, ${bitcoinQuestion}, 1, ${new Date(now.getTime() + 30 * 86_400_000)}, 30, 2, 5, ${now})`,
    );
    const progress = await inject(t, 'GET', PROGRESS, learner.headers);
    expect(progress.status).toBe(200);
    const topic = progress.body.topics.find((row: { topic: { key: number } | null }) => row.topic?.key === 1);
    const code = topic.credential.code as string;
    expect(code).toMatch(/^[A-Za-z0-9]{32}$/);
    const credential = (await inject(t, 'GET', `${view(code)}/credential`)).body;
    return { learner, code, credential };
  }

  const siteKey = async () => {
    const did = await inject(t, 'GET', '/.well-known/did.json');
    const multikey = fromMultibase(did.body.verificationMethod[0].publicKeyMultibase as string);
    return createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(multikey.slice(2)).toString('base64url') },
      format: 'jwk',
    });
  };

  /** What a verifier holding only the credential does: fetch its status list, check its signature, read the bit. */
  async function revokedPerStatusList(credential: Record<string, unknown>): Promise<boolean> {
    const entry = credential.credentialStatus as { statusListCredential: string; statusListIndex: string };
    const list = await inject(t, 'GET', new URL(entry.statusListCredential).pathname);
    expect(list.status).toBe(200);
    expect(verifyCredential(list.body, await siteKey())).toBe(true);
    return statusListBit(list.body.credentialSubject.encodedList as string, Number(entry.statusListIndex));
  }

  const auditRows = async (code: string) =>
    queryRows<{ reason: string }>(
      t.database.db,
      sql`select reason from audit_log where action = 'review_credential.revoke' and target_id = ${code}`,
    );

  it('says revoked on the verification API and in the signed status list, and a second revoke changes nothing', async () => {
    const { learner, code, credential } = await masteredTopic();
    expect(await revokedPerStatusList(credential)).toBe(false);
    expect((await inject(t, 'GET', view(code))).body).toMatchObject({ status: 'valid', revokedAt: null });

    const found = await inject(t, 'GET', `/api/admin/review/credentials/${code}`, admin);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      code,
      status: 'valid',
      holderName: 'Ploy Rakdee',
      topic: { key: 1 },
      verifyPath: `/review/credentials/${code}`,
    });

    const revoked = await inject(t, 'POST', revokeUrl(code), admin, {
      reason: 'Cards copied from another account',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ code, status: 'revoked', revokedAt: expect.any(String) });

    expect(await revokedPerStatusList(credential)).toBe(true);
    const checked = await inject(t, 'GET', view(code), { lang: 'th' });
    expect(checked.body).toMatchObject({
      status: 'revoked',
      revokedAt: revoked.body.revokedAt,
      signatureValid: true,
    });
    // The credential itself is untouched: still signed, its status is what changed.
    expect(verifyCredential((await inject(t, 'GET', `${view(code)}/credential`)).body, await siteKey())).toBe(
      true,
    );

    t.clock.advance(60_000);
    const again = await inject(t, 'POST', revokeUrl(code), admin, { reason: 'Twice' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(revoked.body);
    expect((await auditRows(code)).map((row) => row.reason)).toEqual(['Cards copied from another account']);

    // The topic is still mastered, but the revocation stands: no new credential for it.
    const progress = await inject(t, 'GET', PROGRESS, learner.headers);
    const topic = progress.body.topics.find((row: { topic: { key: number } | null }) => row.topic?.key === 1);
    expect(topic.level).toBe('mastered');
    expect(topic.credential).toMatchObject({ code, revokedAt: revoked.body.revokedAt });
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from review_topic_credentials where user_id = ${learner.userId}`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses learners and editors (403), a missing reason (400) and an unknown code (404), in English and Thai', async () => {
    const { learner, code } = await masteredTopic();
    const editor = await t.signIn(
      await t.createUser({ role: 'editor', email: `review-editor-${driver}@example.com` }),
    );
    for (const headers of [learner.headers, editor]) {
      expect((await inject(t, 'POST', revokeUrl(code), headers, { reason: 'No' })).status).toBe(403);
      expect((await inject(t, 'GET', `/api/admin/review/credentials/${code}`, headers)).status).toBe(403);
    }
    const noReason = await inject(t, 'POST', revokeUrl(code), admin, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const unknown = await inject(t, 'POST', revokeUrl('x'.repeat(32)), admin, { reason: 'Gone' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('REVIEW_CREDENTIAL_NOT_FOUND');
    const unknownTh = await inject(t, 'GET', `/api/admin/review/credentials/${'x'.repeat(32)}`, {
      ...admin,
      lang: 'th',
    });
    expect(unknownTh.body.message).toBe('ไม่พบใบรับรองที่มีรหัสนี้');
    expect((await inject(t, 'GET', view(code))).body.status).toBe('valid');
    expect(await auditRows(code)).toEqual([]);
  });

  it('clears cached pages on revoke, so the public page does not keep saying valid', async () => {
    const { code } = await masteredTopic();
    // The server-rendered page cache listens to content changes the way web/ssr.ts wires it.
    const pages = new PageCache(60);
    const stop = t.app.contentInvalidation.subscribe(() => pages.clear());
    const page: RenderedPage = {
      status: 200,
      headers: [],
      setCookies: [],
      body: Buffer.from('Valid credential'),
      etag: 'W/"valid"',
      scriptHashes: [],
      shareable: true,
    };
    const key = `${SITE}/th/review/credentials/${code}`;
    await pages.render(key, async () => page);
    expect(await pages.lookup(key)).toBe(page);
    await inject(t, 'POST', revokeUrl(code), admin, { reason: 'Copied' });
    expect(await pages.lookup(key)).toBeUndefined();
    stop();
  });

  it('records one revocation when ten admins revoke the same credential at once', async () => {
    const { code, credential } = await masteredTopic();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inject(t, 'POST', revokeUrl(code), admin, { reason: `Revoke ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.revokedAt)).size).toBe(1);
    expect(await auditRows(code)).toHaveLength(1);
    expect(await revokedPerStatusList(credential)).toBe(true);
  });
});
