import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { quizPoolCode } from '../src/modules/quizzes/quiz.repo.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import {
  type AdminQuestion as Question,
  adminQuestionBody as bodyOf,
  answerAll,
  answerKey,
  inject,
  QUIZ_API,
  quizIdOf,
  quizTaker,
} from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

type Headers = Record<string, string>;

describe.each(DRIVERS)('admin main quizzes on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Headers;
  let quizId: number;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(await t.createUser({ role: 'admin', email: `quizadmin-${driver}@example.com` }));
    quizId = await quizIdOf(t, 'what-is-bitcoin-quiz');
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const list = async () =>
    (await inject(t, 'GET', '/api/admin/quizzes', admin)).body.data as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const audits = (where: ReturnType<typeof sql>) =>
    queryRows<{ action: string; before: unknown; after: unknown; reason: string | null }>(
      t.database.db,
      sql`select action, before, after, reason from audit_log where ${where} order by id`,
    );

  it('answers visitors 401 and users 403; editors write quizzes but never fund a pool', async () => {
    const user = await t.signIn(await t.createUser());
    const editor = await t.signIn(await t.createUser({ role: 'editor' }));
    const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/admin/quizzes'],
      ['POST', '/api/admin/quizzes'],
      ['PUT', '/api/admin/quizzes/1'],
      ['POST', '/api/admin/quizzes/1/pool'],
      ['POST', '/api/admin/quizzes/1/questions'],
      ['PUT', '/api/admin/quizzes/1/questions/1'],
      ['DELETE', '/api/admin/quizzes/1/questions/1'],
    ];
    for (const [method, url] of calls) {
      expect((await inject(t, method, url, {}, {})).status, url).toBe(401);
      expect((await inject(t, method, url, user, {})).status, url).toBe(403);
    }
    expect((await inject(t, 'GET', '/api/admin/quizzes', editor)).status).toBe(200);
    const pool = await inject(t, 'POST', `/api/admin/quizzes/${quizId}/pool`, editor, {
      points: 5,
      reason: 'Editors cannot mint points',
    });
    expect(pool.status).toBe(403);
  });

  it('lets an editor write a bilingual quiz for an article, add questions and turn it on, audited', async () => {
    const editor = await t.signIn(
      await t.createUser({ role: 'editor', email: `quizeditor-${driver}@example.com` }),
    );
    const listed = (await inject(t, 'GET', '/api/admin/quizzes', editor)).body;
    const article = listed.articlesWithoutQuiz[0] as { id: number; slug: string; titleEn: string };
    expect(article).toBeDefined();
    expect(listed.data.some((q: { articleId: number }) => q.articleId === article.id)).toBe(false);

    // Bad input is explained field by field, in the reader's language, and nothing is written.
    const bad = await inject(
      t,
      'POST',
      '/api/admin/quizzes',
      { ...editor, lang: 'th' },
      {
        articleId: article.id,
        titleEn: '',
        titleTh: 'ควิซ',
        passPercent: 101,
        tiers: [
          { minGrade: 'A+', points: 10 },
          { minGrade: 'A+', points: 5 },
        ],
      },
    );
    expect(bad.status).toBe(400);
    const paths = (bad.body.fields as { path: string; message: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['body.passPercent', 'body.tiers', 'body.titleEn']);
    expect(bad.body.fields[0].message).toMatch(/[\u0E00-\u0E7F]/);

    const created = await inject(t, 'POST', '/api/admin/quizzes', editor, {
      articleId: article.id,
      titleEn: 'Check what you read',
      titleTh: 'ทดสอบความเข้าใจ',
      passPercent: 50,
      tiers: [
        { minGrade: 'A+', points: 40 },
        { minGrade: 'C', points: 10 },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      slug: `${article.slug}-quiz`,
      articleId: article.id,
      active: false,
      questionCount: 0,
      poolLeft: '0',
    });
    expect(
      created.body.tiers.map((tier: { minGrade: string; points: number }) => [tier.minGrade, tier.points]),
    ).toEqual([
      ['A+', 40],
      ['C', 10],
    ]);
    const id = created.body.id as number;
    const again = await inject(t, 'POST', '/api/admin/quizzes', editor, {
      articleId: article.id,
      titleEn: 'Twice',
      titleTh: 'ซ้ำ',
      passPercent: 50,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ADMIN_QUIZ_ARTICLE_TAKEN');
    expect(again.body.fields[0].path).toBe('body.articleId');

    // Off until it has a question.
    const empty = await inject(t, 'PUT', `/api/admin/quizzes/${id}`, editor, {
      active: true,
      passPercent: 50,
    });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('ADMIN_QUIZ_NO_QUESTIONS');

    const questions = `/api/admin/quizzes/${id}/questions`;
    const noCorrect = await inject(t, 'POST', questions, editor, {
      promptEn: 'Q',
      promptTh: 'ค',
      explanationEn: 'E',
      explanationTh: 'อ',
      options: [
        { labelEn: 'a', labelTh: 'ก' },
        { labelEn: 'b', labelTh: 'ข' },
      ],
    });
    expect(noCorrect.status).toBe(400);
    expect(noCorrect.body.fields[0].path).toBe('body.options');
    const several = await inject(t, 'POST', questions, editor, {
      promptEn: 'Which are blockchains?',
      promptTh: 'ข้อใดเป็นบล็อกเชน',
      explanationEn: 'Bitcoin and Ethereum are blockchains; a spreadsheet is not.',
      explanationTh: 'บิตคอยน์และอีเธอเรียมเป็นบล็อกเชน สเปรดชีตไม่ใช่',
      clueEn: 'Two of them.',
      clueTh: 'มีสองข้อ',
      options: [
        { labelEn: 'Bitcoin', labelTh: 'บิตคอยน์', correct: true },
        { labelEn: 'A spreadsheet', labelTh: 'สเปรดชีต', correct: false },
        { labelEn: 'Ethereum', labelTh: 'อีเธอเรียม', correct: true },
      ],
    });
    expect(several.status).toBe(200);
    expect(several.body.position).toBe(0);
    const spare = await inject(t, 'POST', questions, editor, {
      promptEn: 'Spare',
      promptTh: 'สำรอง',
      explanationEn: 'Removed again.',
      explanationTh: 'ลบออก',
      options: [
        { labelEn: 'Yes', labelTh: 'ใช่', correct: true },
        { labelEn: 'No', labelTh: 'ไม่' },
      ],
    });
    expect(spare.body.position).toBe(1);
    const removed = await inject(t, 'DELETE', `${questions}/${spare.body.id}`, editor);
    expect(removed.status).toBe(200);

    // An editor saves the settings but cannot change what a grade pays.
    const tiers = created.body.tiers as { id: number; points: number }[];
    const on = await inject(t, 'PUT', `/api/admin/quizzes/${id}`, editor, {
      active: true,
      passPercent: 50,
      tiers: tiers.map((tier) => ({ id: tier.id, points: tier.points })),
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ active: true, questionCount: 1 });
    const richer = await inject(t, 'PUT', `/api/admin/quizzes/${id}`, editor, {
      active: true,
      passPercent: 50,
      tiers: [{ id: tiers[0]!.id, points: 9999 }],
    });
    expect(richer.status).toBe(403);
    expect(richer.body.code).toBe('ADMIN_QUIZ_REWARDS_ADMIN_ONLY');
    expect(richer.body.fields[0].path).toBe('body.tiers.0.points');
    const last = await inject(t, 'DELETE', `${questions}/${several.body.id}`, editor);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('ADMIN_QUIZ_LAST_QUESTION');

    // Readers see it on the article at once, and nothing in it gives the answer away.
    const reader = await inject(t, 'GET', `/api/client/v2/articles/${article.id}/quiz`, {});
    expect(reader.status).toBe(200);
    expect(reader.body).toMatchObject({ id, title: 'Check what you read', questionCount: 1 });
    expect(JSON.stringify(reader.body)).not.toMatch(/correct|explanation/i);

    // Once a reader starts it, its set of questions is fixed.
    const taker = await quizTaker(t);
    expect((await inject(t, 'POST', `${QUIZ_API}/${id}/start`, taker.headers, {})).status).toBe(200);
    const late = await inject(
      t,
      'POST',
      questions,
      { ...editor, lang: 'th' },
      {
        promptEn: 'Late',
        promptTh: 'ช้า',
        explanationEn: 'Too late.',
        explanationTh: 'ช้าไป',
        options: [
          { labelEn: 'Yes', labelTh: 'ใช่', correct: true },
          { labelEn: 'No', labelTh: 'ไม่' },
        ],
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ADMIN_QUIZ_STARTED');
    expect(late.body.message).toMatch(/[\u0E00-\u0E7F]/);
    // Nor its pass mark: a 1 % mark would make every started attempt pass.
    const started = (await list()).find((q) => q.id === id)!;
    const lowered = await inject(t, 'PUT', `/api/admin/quizzes/${id}`, admin, {
      active: true,
      passPercent: 1,
      tiers: started.tiers.map((tier: { id: number; points: number }) => ({
        id: tier.id,
        points: tier.points,
      })),
    });
    expect(lowered.status).toBe(409);
    expect(lowered.body.code).toBe('ADMIN_QUIZ_PASS_MARK_LOCKED');
    expect(lowered.body.fields?.[0]?.path).toBe('body.passPercent');
    expect((await list()).find((q) => q.id === id)!.passPercent).toBe(started.passPercent);

    // Taken off the site with its article: not offered, and not startable by a reader who kept its id.
    expect((await inject(t, 'POST', `/api/admin/articles/${article.id}/unpublish`, editor, {})).status).toBe(
      200,
    );
    expect((await inject(t, 'GET', `/api/client/v2/articles/${article.id}/quiz`, {})).status).toBe(404);
    const other = await quizTaker(t);
    expect((await inject(t, 'POST', `${QUIZ_API}/${id}/start`, other.headers, {})).status).toBe(404);
    expect((await inject(t, 'POST', `/api/admin/articles/${article.id}/publish`, editor, {})).status).toBe(
      200,
    );

    const rows = await audits(
      sql`action in ('quiz.create', 'quiz_question.create', 'quiz_question.delete', 'quiz.update')
          and actor_user_id = (select id from users where email = ${`quizeditor-${driver}@example.com`})`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'quiz.create',
      'quiz_question.create',
      'quiz_question.create',
      'quiz_question.delete',
      'quiz.update',
    ]);
  });

  it('lists quizzes and saves the active flag and pass mark, audited; bad input explained per field', async () => {
    const quiz = (await list()).find((q) => q.id === quizId)!;
    expect(quiz.questionCount).toBeGreaterThan(0);
    expect(quiz.questions).toHaveLength(quiz.questionCount);
    const saved = await inject(t, 'PUT', `/api/admin/quizzes/${quizId}`, admin, {
      active: false,
      passPercent: 70,
      tiers: quiz.tiers.map((tier: { id: number; points: number }) => ({
        id: tier.id,
        points: tier.points + 1,
      })),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ active: false, passPercent: 70 });
    await inject(t, 'PUT', `/api/admin/quizzes/${quizId}`, admin, {
      active: true,
      passPercent: quiz.passPercent,
    });
    const rows = await audits(
      sql`target_type = 'quiz' and action = 'quiz.update' and target_id = ${String(quizId)}`,
    );
    expect(rows.length).toBe(2);
    const bad = await inject(
      t,
      'PUT',
      `/api/admin/quizzes/${quizId}`,
      { ...admin, lang: 'th' },
      {
        active: true,
        passPercent: 0,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('body.passPercent');
    expect(bad.body.fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('audits a question edit and refuses to change the options of an answered question', async () => {
    const quiz = (await list()).find((q) => q.id === quizId)!;
    const question = quiz.questions[0] as Question;
    expect(question.answers).toBe(0);
    const url = `/api/admin/quizzes/${quizId}/questions/${question.id}`;
    // Unanswered: options may change.
    const reordered = bodyOf(question);
    reordered.options[0] = { ...reordered.options[0]!, labelEn: `${reordered.options[0]!.labelEn} (edited)` };
    const edited = await inject(t, 'PUT', url, admin, { ...reordered, promptEn: 'What is Bitcoin, really?' });
    expect(edited.status).toBe(200);
    expect(edited.body.promptEn).toBe('What is Bitcoin, really?');
    const rows = await audits(sql`target_type = 'quiz_question' and target_id = ${String(question.id)}`);
    expect(rows.map((row) => row.action)).toEqual(['quiz_question.update']);
    expect(rows[0]!.before).toMatchObject({ promptEn: question.promptEn });
    expect(rows[0]!.after).toMatchObject({ promptEn: 'What is Bitcoin, really?' });

    // A player answers it: every concept is asked and this question stands alone, so it is drawn.
    await t.database.db.execute(sql`update quizzes set questions_per_attempt = null where id = ${quizId}`);
    await t.database.db.execute(sql`update quiz_questions set concept = null where id = ${question.id}`);
    const taker = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, taker.headers, {});
    expect(start.status).toBe(200);
    const key = await answerKey(t, taker.userId, quizId);
    const first = (start.body.questions as { id: number }[]).findIndex((q) => q.id === question.id);
    const submitted = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${question.id}/submit`,
      taker.headers,
      {
        selectedAnswers: key.get(question.id)!.right,
        currentQuestion: first,
        version: start.body.version,
      },
    );
    expect(submitted.status).toBe(200);

    const current = edited.body as Question;
    const flipped = bodyOf(current);
    flipped.options = flipped.options.map((option) => ({ ...option, correct: !option.correct }));
    const refused = await inject(t, 'PUT', url, { ...admin, lang: 'th' }, flipped);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ADMIN_QUIZ_OPTIONS_LOCKED');
    expect(refused.body.fields[0].path).toBe('body.options');
    // Wording can still be fixed.
    const wording = await inject(t, 'PUT', url, admin, {
      ...bodyOf(current),
      explanationEn: 'Fixed wording.',
    });
    expect(wording.status).toBe(200);
    expect(wording.body.answers).toBe(1);
    expect(
      (await audits(sql`target_type = 'quiz_question' and target_id = ${String(question.id)}`)).length,
    ).toBe(2);
  });

  it('tops up the pool by a ledger transfer from ISSUANCE, once per Idempotency-Key', async () => {
    const pool = () => balanceOf(t.database.db, { system: quizPoolCode(quizId) }, 'POINT');
    const before = await pool();
    const url = `/api/admin/quizzes/${quizId}/pool`;
    expect((await inject(t, 'POST', url, admin, { points: 500, reason: 'More prizes' })).status).toBe(400);
    const headers = { ...admin, 'idempotency-key': `topup-${driver}-12345678` };
    const first = await inject(t, 'POST', url, headers, { points: 500, reason: 'More prizes' });
    expect(first.status).toBe(200);
    expect(first.body.replayed).toBe(false);
    const again = await inject(t, 'POST', url, headers, { points: 500, reason: 'More prizes' });
    expect(again.body).toMatchObject({ replayed: true, transferId: first.body.transferId });
    expect(await pool()).toBe(before + 500n);
    const rows = await audits(sql`action = 'quiz.pool_topup' and target_id = ${String(quizId)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('More prizes');
    const bad = await inject(
      t,
      'POST',
      url,
      { ...headers, 'idempotency-key': `topup-${driver}-87654321` },
      {
        points: -5,
        reason: '',
      },
    );
    expect(bad.status).toBe(400);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('finds a certificate by its code and revokes it with a reason, admins only, audited', async () => {
    const taker = await quizTaker(t, { firstName: 'Revoke' });
    const safeQuiz = await quizIdOf(t, 'how-to-keep-your-crypto-safe-quiz');
    await answerAll(t, taker, safeQuiz);
    const finished = await inject(t, 'POST', `${QUIZ_API}/${safeQuiz}/finish`, taker.headers, {});
    const code = finished.body.certificateCode as string;
    expect(code).toBeTruthy();
    const url = `/api/admin/certificates/${code}`;
    const editor = await t.signIn(await t.createUser({ role: 'editor' }));
    expect((await inject(t, 'GET', url, {})).status).toBe(401);
    expect((await inject(t, 'GET', url, editor)).status).toBe(403);
    expect((await inject(t, 'POST', `${url}/revoke`, editor, { reason: 'x' })).status).toBe(403);

    const found = await inject(t, 'GET', url, admin);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ code, kind: 'quiz', status: 'valid', verifyPath: `/verify/${code}` });
    const unknown = await inject(t, 'GET', '/api/admin/certificates/no-such-code', { ...admin, lang: 'th' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('ไม่พบใบประกาศนียบัตรที่มีรหัสนี้');

    const noReason = await inject(t, 'POST', `${url}/revoke`, admin, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields[0].path).toBe('body.reason');
    const revoked = await inject(t, 'POST', `${url}/revoke`, admin, {
      reason: 'Answers shared in a group chat',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    const again = await inject(t, 'POST', `${url}/revoke`, admin, { reason: 'Twice' });
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    const publicView = await inject(t, 'GET', `/api/client/certificates/${code}`, {});
    expect(publicView.body.status).toBe('revoked');
    const rows = await audits(sql`action = 'certificate.revoke' and target_id = ${code}`);
    // The second revoke changed nothing, so it left no audit row either.
    expect(rows.map((row) => row.reason)).toEqual(['Answers shared in a group chat']);
    expect(rows[0]!.before).toMatchObject({ status: 'valid' });
    expect(rows[0]!.after).toMatchObject({ status: 'revoked' });
  });
});
