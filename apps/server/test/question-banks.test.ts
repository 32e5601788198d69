import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../src/db/client.ts';
import { quizOptions, quizQuestions } from '../src/db/schema/index.ts';
import { drawQuestions } from '../src/modules/quizzes/quiz-draw.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import {
  type AdminQuestion,
  adminQuestionBody,
  answerKey,
  inject,
  QUIZ_API,
  quizIdOf,
  quizTaker,
} from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

// Six concepts of two variants each; an attempt draws three, one variant of each.
const CONCEPTS = ['supply', 'ledger', 'reversal', 'unit', 'block-time', 'halving'];

function bankOf(concepts: (string | null)[]) {
  return concepts.map((concept, position) => ({ id: 100 + position, position, concept }));
}

describe('the draw', () => {
  const bank = bankOf(CONCEPTS.flatMap((concept) => [concept, concept]));
  const conceptOf = new Map(bank.map((q) => [q.id, q.concept]));

  it('draws the set size, one variant per concept, the same for the same seed', () => {
    for (let i = 0; i < 200; i++) {
      const drawn = drawQuestions(`seed-${i}`, bank, 3);
      expect(drawn).toHaveLength(3);
      expect(new Set(drawn.map((id) => conceptOf.get(id))).size).toBe(3);
      expect(drawQuestions(`seed-${i}`, bank, 3)).toEqual(drawn);
    }
  });

  it('reaches every question of the bank across attempts', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) drawQuestions(`seed-${i}`, bank, 3).forEach((id) => seen.add(id));
    expect(seen.size).toBe(bank.length);
  });

  it('asks every question of a quiz without variants or a set size, in bank order', () => {
    const plain = bankOf([null, null, null, null]);
    expect(drawQuestions('any', plain, null)).toEqual([100, 101, 102, 103]);
    expect(drawQuestions('any', bankOf(['a', 'a', null]), null)).toHaveLength(2);
    expect(drawQuestions('any', plain, 10)).toHaveLength(4);
  });
});

describe.each(DRIVERS)('question banks on %s', (driver) => {
  let t: ProfileTestApp;
  let quizId: number;
  let conceptOf: Map<number, string>;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    quizId = await quizIdOf(t, 'what-are-stablecoins-quiz');
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`delete from quiz_questions where quiz_id = ${quizId}`);
      await tx.execute(sql`update quizzes set questions_per_attempt = 3 where id = ${quizId}`);
      for (const [position, concept] of CONCEPTS.flatMap((c) => [c, c]).entries()) {
        const [row] = await tx
          .insert(quizQuestions)
          .values({
            quizId,
            position,
            concept,
            promptEn: `Question ${position} on ${concept}`,
            promptTh: `คำถามที่ ${position} เรื่อง ${concept}`,
            explanationEn: `Secret explanation ${position}`,
            explanationTh: `คำอธิบายลับ ${position}`,
          })
          .returning({ id: quizQuestions.id });
        await tx.insert(quizOptions).values([
          { questionId: row!.id, position: 0, labelEn: 'Right', labelTh: 'ถูก', correct: true },
          { questionId: row!.id, position: 1, labelEn: 'Wrong', labelTh: 'ผิด', correct: false },
          { questionId: row!.id, position: 2, labelEn: 'Also wrong', labelTh: 'ผิดเช่นกัน', correct: false },
        ]);
      }
    });
    const rows = await queryRows<{ id: number; concept: string }>(
      t.database.db,
      sql`select id, concept from quiz_questions where quiz_id = ${quizId}`,
    );
    conceptOf = new Map(rows.map((row) => [Number(row.id), row.concept]));
  });
  afterAll(() => t.close());

  const idsOf = (body: Record<string, unknown>) => (body.questions as { id: number }[]).map((q) => q.id);

  it('starts with three questions of three concepts and sends no answer before it is given', async () => {
    const user = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    expect(start.status).toBe(200);
    expect(start.body.questionCount).toBe(3);
    const ids = idsOf(start.body);
    expect(ids).toHaveLength(3);
    expect(new Set(ids.map((id) => conceptOf.get(id))).size).toBe(3);
    expect(start.raw).not.toMatch(/"(is_?)?correct(Answers)?"\s*:\s*(true|false|\[)/i);
    expect(start.raw).not.toMatch(/Secret explanation|คำอธิบายลับ/);
    const listed = await inject(t, 'GET', `${QUIZ_API}/slug/what-are-stablecoins-quiz`, {});
    expect(listed.body.questionCount ?? listed.body.data?.questionCount).toBe(3);
  });

  it('stores the draw: a resume and a saved attempt show the same questions', async () => {
    const user = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    const [stored] = await queryRows<{ question_ids: number[] }>(
      t.database.db,
      sql`select question_ids from quiz_attempts where id = ${start.body.attemptId}`,
    );
    expect(stored!.question_ids.map(Number)).toEqual(idsOf(start.body));
    // The stored draw, not a new one from the seed: a bank changed since the start changes nothing.
    await t.database.db.execute(sql`update quizzes set questions_per_attempt = 5 where id = ${quizId}`);
    const again = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    await t.database.db.execute(sql`update quizzes set questions_per_attempt = 3 where id = ${quizId}`);
    expect(idsOf(again.body)).toEqual(idsOf(start.body));
    const saved = await inject(t, 'POST', `${QUIZ_API}/${quizId}/save`, user.headers, {
      currentQuestion: 1,
      version: again.body.version,
    });
    expect(saved.status).toBe(200);
    const other = await t.signIn(user.userId);
    const resumed = await inject(t, 'GET', `${QUIZ_API}/${quizId}/progress`, other);
    expect(resumed.status).toBe(200);
    expect(idsOf(resumed.body)).toEqual(idsOf(start.body));
  });

  it('gives attempts different draws', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const user = await quizTaker(t);
      const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
      draws.add(idsOf(start.body).join(','));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it('refuses an answer to a bank question the attempt did not draw, and grades over the drawn three', async () => {
    const user = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    const ids = idsOf(start.body);
    const key = await answerKey(t, user.userId, quizId);
    const notDrawn = [...conceptOf.keys()].find((id) => !ids.includes(id))!;
    const refused = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${notDrawn}/submit`,
      { ...user.headers, lang: 'th' },
      { selectedAnswers: key.get(notDrawn)!.right, currentQuestion: 0, version: start.body.version },
    );
    expect(refused.status).toBe(404);
    expect(refused.body.code ?? refused.body.error?.code).toBe('QUIZ_QUESTION_NOT_FOUND');
    let version = start.body.version as number;
    for (const [index, id] of ids.entries()) {
      const entry = key.get(id)!;
      const submitted = await inject(
        t,
        'POST',
        `${QUIZ_API}/${quizId}/questions/${id}/submit`,
        user.headers,
        {
          selectedAnswers: index === 0 ? [entry.wrong[0]!] : entry.right,
          currentQuestion: index,
          version,
        },
      );
      expect(submitted.status).toBe(200);
      expect(submitted.body.answer.explanation).toMatch(/Secret explanation/);
      version = submitted.body.version;
    }
    const finished = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
    expect(finished.status).toBe(200);
    expect(finished.body.correctCount).toBe(2);
    expect(finished.body.questionCount).toBe(3);
    expect(finished.body.percent).toBe(66);
    expect(finished.body.passed).toBe(true);
    expect(idsOf(finished.body)).toEqual(ids);
    const result = await inject(t, 'GET', `${QUIZ_API}/${quizId}/result`, user.headers);
    expect(idsOf(result.body)).toEqual(ids);
  });

  describe('in the back office', () => {
    let admin: Record<string, string>;
    beforeAll(async () => {
      admin = await t.signIn(
        await t.createUser({ role: 'admin', email: `banks-admin-${driver}@example.com` }),
      );
    });
    // A JSON answer read field by field in assertions.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Quiz = Record<string, any>;
    const quizOf = async (id: number): Promise<Quiz> =>
      ((await inject(t, 'GET', '/api/admin/quizzes', admin)).body.data as Quiz[]).find((q) => q.id === id)!;
    const questionBody = (q: Quiz, concept: string) => ({
      ...adminQuestionBody(q as AdminQuestion),
      concept,
    });
    const settings = (quiz: Quiz, changes: Record<string, unknown>) => ({
      active: quiz.active,
      passPercent: quiz.passPercent,
      tiers: quiz.tiers.map((tier: { id: number; points: number }) => ({ id: tier.id, points: tier.points })),
      ...changes,
    });

    it('sets questions per attempt and groups variants before anyone starts; locks the draw size after', async () => {
      const nfts = await quizIdOf(t, 'nfts-explained-quiz');
      const before = await quizOf(nfts);
      expect(before).toMatchObject({ questionsPerAttempt: 3, conceptCount: 10, questionCount: 11 });
      const two = await inject(
        t,
        'PUT',
        `/api/admin/quizzes/${nfts}`,
        admin,
        settings(before, { questionsPerAttempt: 2 }),
      );
      expect(two.status, two.raw).toBe(200);
      expect(two.body.questionsPerAttempt).toBe(2);
      const reader = await inject(t, 'GET', `${QUIZ_API}/slug/nfts-explained-quiz`, {});
      expect(reader.body.questionCount ?? reader.body.data?.questionCount).toBe(2);

      // Two questions of their own become variants of one concept: one fewer concept to draw.
      const questions = before.questions as Quiz[];
      const alone = questions.filter((q) => questions.filter((o) => o.concept === q.concept).length === 1);
      const [a, b] = alone;
      for (const question of [a!, b!]) {
        const saved = await inject(
          t,
          'PUT',
          `/api/admin/quizzes/${nfts}/questions/${question.id}`,
          admin,
          questionBody(question, 'uniqueness'),
        );
        expect(saved.status, saved.raw).toBe(200);
        expect(saved.body.concept).toBe('uniqueness');
      }
      expect((await quizOf(nfts)).conceptCount).toBe(9);
      const bad = await inject(
        t,
        'PUT',
        `/api/admin/quizzes/${nfts}/questions/${a!.id}`,
        { ...admin, lang: 'th' },
        questionBody(a!, 'no/slashes'),
      );
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('ADMIN_QUIZ_CONCEPT_INVALID');
      expect(JSON.stringify(bad.body)).toContain('ชื่อแนวคิด');

      // Someone starts: the draw size stays, saving the same settings still works.
      const user = await quizTaker(t);
      const start = await inject(t, 'POST', `${QUIZ_API}/${nfts}/start`, user.headers, {});
      expect(start.body.questions).toHaveLength(2);
      const after = await quizOf(nfts);
      const locked = await inject(
        t,
        'PUT',
        `/api/admin/quizzes/${nfts}`,
        { ...admin, lang: 'th' },
        settings(after, { questionsPerAttempt: 5 }),
      );
      expect(locked.status).toBe(409);
      expect(JSON.stringify(locked.body)).toContain('ADMIN_QUIZ_DRAW_LOCKED');
      expect(JSON.stringify(locked.body)).toContain('จำนวนคำถามต่อการทำแต่ละครั้ง');
      const same = await inject(t, 'PUT', `/api/admin/quizzes/${nfts}`, admin, settings(after, {}));
      expect(same.status, same.raw).toBe(200);
      expect(same.body.questionsPerAttempt).toBe(2);
      // Adding to the bank of a started quiz stays refused, as for any started quiz.
      const added = await inject(t, 'POST', `/api/admin/quizzes/${nfts}/questions`, admin, {
        promptEn: 'New variant?',
        promptTh: 'คำถามแบบใหม่?',
        explanationEn: 'Because.',
        explanationTh: 'เพราะว่า',
        concept: 'uniqueness',
        options: [
          { labelEn: 'Yes', labelTh: 'ใช่', correct: true },
          { labelEn: 'No', labelTh: 'ไม่', correct: false },
        ],
      });
      expect(added.status).toBe(409);
      expect(added.body.code ?? added.body.error?.code).toBe('ADMIN_QUIZ_STARTED');
    });

    it('shows how often each question was drawn and answered right, and flags one answered right far more often', async () => {
      const quiz = await quizIdOf(t, 'smart-contracts-explained-quiz');
      const taker = await quizTaker(t);
      const bank = (await quizOf(quiz)).questions as Quiz[];
      const [leaked, plain, other, rare] = bank.map((q) => q.id as number);
      const asked = `{${leaked},${plain},${other}}`;
      // 30 finished attempts of the same three questions: the leaked one always right, the others a third.
      await t.database.db.execute(sql`
        insert into quiz_attempts (quiz_id, user_id, seed, status, started_at, finished_at, question_count,
                                   question_ids, correct_count, percent, grade, passed, updated_at)
        select ${quiz}, ${taker.userId}, 'seed-' || g, 'completed', now(), now(), 3, ${asked}::int[], 0, 0, 'F', false, now()
          from generate_series(1, 30) g`);
      await t.database.db.execute(sql`
        insert into quiz_answers (attempt_id, question_id, option_ids, correct, answered_at)
        select x.id, q.id, '{}', q.id = ${leaked} or x.n <= 10, now()
          from (select id, row_number() over (order by id) as n from quiz_attempts where quiz_id = ${quiz}) x
          cross join unnest(${asked}::int[]) as q(id)`);
      // A question drawn too few times is never flagged, however often it was right.
      await t.database.db.execute(sql`
        insert into quiz_attempts (quiz_id, user_id, seed, status, started_at, finished_at, question_count,
                                   question_ids, correct_count, percent, grade, passed, updated_at)
        select ${quiz}, ${taker.userId}, 'rare-' || g, 'completed', now(), now(), 1, ${`{${rare}}`}::int[], 1, 100, 'A+', true, now()
          from generate_series(1, 5) g`);
      await t.database.db.execute(sql`
        insert into quiz_answers (attempt_id, question_id, option_ids, correct, answered_at)
        select id, ${rare}, '{}', true, now() from quiz_attempts where quiz_id = ${quiz} and seed like 'rare-%'`);

      const byId = new Map(((await quizOf(quiz)).questions as Quiz[]).map((q) => [q.id, q]));
      expect(byId.get(leaked)).toMatchObject({ draws: 30, rightAnswers: 30, circulating: true });
      expect(byId.get(plain)).toMatchObject({ draws: 30, rightAnswers: 10, circulating: false });
      expect(byId.get(other)).toMatchObject({ draws: 30, rightAnswers: 10, circulating: false });
      expect(byId.get(rare)).toMatchObject({ draws: 5, rightAnswers: 5, circulating: false });
      expect([...byId.values()].filter((q) => q.circulating)).toHaveLength(1);
    });
  });
});
