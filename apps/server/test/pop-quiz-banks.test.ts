import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminPopQuestion } from '@app/contracts/admin-money';
import type { PopQuizQuestion } from '@app/contracts/pop-quizzes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { queryRows } from '../src/db/client.ts';
import { popQuizQuestions } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

/** 10:00 in Bangkok on 22 November 2026. */
const MORNING = new Date('2026-11-22T03:00:00Z');
type Headers = Record<string, string>;

/** A bank question as the admin writes it; `correct` marks the first option right. */
const variant = (key: string, concept: string | undefined, prompt: string) => ({
  key,
  ...(concept === undefined ? {} : { concept }),
  promptEn: prompt,
  promptTh: `${prompt} (ไทย)`,
  hintEn: `Hint for ${key}`,
  hintTh: `คำใบ้ของ ${key}`,
  explanationEn: `Explanation of ${key}`,
  explanationTh: `คำอธิบายของ ${key}`,
  options: [
    { en: 'KUB Chain', th: 'KUB Chain', correct: true },
    { en: 'Bitcoin', th: 'บิตคอยน์', correct: false },
    { en: 'A bank database', th: 'ฐานข้อมูลธนาคาร', correct: false },
  ],
  timeLimitSeconds: 45,
  rewardPoints: 5,
  winners: 10,
  active: true,
});

describe('the demo pop quiz banks', () => {
  type Text = { en: string; th: string };
  const questions = parse(
    readFileSync(join(import.meta.dirname, '../../../content/pop-quizzes/questions.yaml'), 'utf8'),
  ) as { key: string; concept?: string; prompt: Text; options: (Text & { correct: boolean })[] }[];
  const banks = new Map<string, typeof questions>();
  for (const q of questions) banks.set(q.concept ?? q.key, [...(banks.get(q.concept ?? q.key) ?? []), q]);

  it('gives every slot a bank of at least 4 variants, each asking for as many answers, in Thai too', () => {
    expect(banks.size).toBeGreaterThanOrEqual(4);
    for (const [concept, variants] of banks) {
      expect([concept, variants.length >= 4]).toEqual([concept, true]);
      const answerCounts = new Set(variants.map((v) => v.options.filter((o) => o.correct).length));
      expect([concept, answerCounts.size]).toEqual([concept, 1]);
      for (const variant of variants) {
        expect(variant.prompt.th).toMatch(/[\u0E00-\u0E7F]/);
        expect(new Set(variant.options.map((o) => o.en)).size).toBe(variant.options.length);
      }
      // Variants differ in wording, not only in key.
      expect(new Set(variants.map((v) => v.prompt.en)).size).toBe(variants.length);
    }
  });
});

describe.each(DRIVERS)('pop quiz banks on %s', (driver) => {
  let t: ProfileTestApp;
  let kit: ReturnType<typeof popQuizKit>;
  let admin: Headers;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    kit = popQuizKit(t);
    admin = await t.signIn(await t.createUser({ role: 'admin', email: `pop-banks-${driver}@example.com` }));
  });
  beforeEach(() => t.clock.set(MORNING));
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const storedQuestion = async (attemptId: number) => {
    const [row] = await queryRows<{ question_id: number }>(
      t.database.db,
      sql`select question_id from pop_quiz_attempts where id = ${attemptId}`,
    );
    return Number(row!.question_id);
  };
  const bankIds = async (concept: string) =>
    (
      await t.database.db
        .select({ id: popQuizQuestions.id })
        .from(popQuizQuestions)
        .where(eq(popQuizQuestions.concept, concept))
    ).map((row) => row.id);

  it('draws one variant of the bank per attempt, stores it and shows it again on a reload', async () => {
    const bank = await bankIds('bitcoin-supply-cap');
    expect(bank.length).toBeGreaterThanOrEqual(4);
    const id = await kit.openQuiz({ winners: 100 });
    const seen = new Map<number, number>();
    for (let i = 0; i < 40; i++) {
      const me = await kit.player();
      const opened = await kit.api.question(id, me.headers);
      expect(opened.statusCode).toBe(200);
      expect(opened.body).not.toMatch(/correct|explanation/i);
      const first = opened.json<PopQuizQuestion>();
      expect(bank).toContain(first.question.id);
      expect(await storedQuestion(first.attemptId)).toBe(first.question.id);
      seen.set(first.question.id, (seen.get(first.question.id) ?? 0) + 1);
      if (i < 5) {
        t.clock.advance(5_000);
        const again = (await kit.api.question(id, me.headers)).json<PopQuizQuestion>();
        expect(again.attemptId).toBe(first.attemptId);
        expect(again.question).toEqual(first.question);
        t.clock.set(MORNING);
      }
    }
    // 40 players over 4 variants: all of them in one or two variants would be a broken draw
    // (chance about 6 × 2^-40 with a fair one).
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...seen.values())).toBeLessThan(40);
  });

  it("grades, hints and explains with the attempt's own variant", async () => {
    const id = await kit.openQuiz({ winners: 100 });
    // Players until two drew variants whose right answers differ.
    const players: {
      me: Awaited<ReturnType<typeof kit.player>>;
      answers: { questionId: number; correct: number[] };
    }[] = [];
    let pair: [(typeof players)[number], (typeof players)[number]] | undefined;
    for (let i = 0; i < 40 && !pair; i++) {
      const me = await kit.earner();
      await kit.subscribe(me.id, 3);
      await kit.api.question(id, me.headers);
      const answers = await kit.answersOf(id, me.id);
      const other = players.find(
        (p) =>
          p.answers.questionId !== answers.questionId && p.answers.correct.join() !== answers.correct.join(),
      );
      players.push({ me, answers });
      if (other) pair = [other, players.at(-1)!];
    }
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    const [questionA] = await t.database.db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, a.answers.questionId));

    // Another variant of the same bank is not part of this attempt.
    expect((await kit.api.submit(id, b.answers.questionId, b.answers.correct, a.me.headers)).statusCode).toBe(
      404,
    );
    expect((await kit.api.hint(id, b.answers.questionId, a.me.headers)).statusCode).toBe(404);
    const hint = await kit.api.hint(id, a.answers.questionId, a.me.headers);
    expect(hint.json().hint).toBe(questionA!.hintEn);

    // B's right answer is wrong for A's variant, and A's is right.
    const wrong = await kit.api.submit(id, a.answers.questionId, b.answers.correct, a.me.headers);
    if (wrong.statusCode === 200) {
      expect(wrong.json()).toMatchObject({ correct: false, status: 'failed' });
    } else {
      // A's variant asks for a different number of answers than B's.
      expect(wrong.json().code).toBe('POP_QUIZ_ANSWER_COUNT');
      const right = await kit.api.submit(id, a.answers.questionId, a.answers.correct, a.me.headers);
      expect(right.json()).toMatchObject({
        correct: true,
        correctAnswers: a.answers.correct,
        explanation: questionA!.explanationEn,
      });
    }
    const rightB = await kit.api.submit(id, b.answers.questionId, b.answers.correct, {
      ...b.me.headers,
      lang: 'th',
    });
    const [questionB] = await t.database.db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, b.answers.questionId));
    expect(rightB.json()).toMatchObject({
      status: 'pending',
      correct: true,
      correctAnswers: b.answers.correct,
      explanation: questionB!.explanationTh,
    });
    // The history shows each player the prompt they were asked.
    const history = (await kit.api.history(b.me.headers)).json();
    expect(history.data[0].prompt).toBe(questionB!.promptEn);
  });

  it('lets the admin write banks and variants, shows draws and right answers, and flags a circulating answer', async () => {
    const concept = `kub-network-${driver}`;
    const post = (payload: object, headers: Headers = admin) =>
      t.app.inject({ method: 'POST', url: '/api/admin/pop-quiz-questions', headers, payload });
    const put = (id: number, payload: object, headers: Headers = admin) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/pop-quiz-questions/${id}`, headers, payload });

    // A question without a bank name starts a bank of its own, named by its key.
    const first = await post(variant(concept, undefined, 'Which network does KUB run on?'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ concept, draws: 0, rightAnswers: 0, circulating: false });
    const second = await post(
      variant(`${concept}-native`, concept, 'KUB is the native coin of which chain?'),
    );
    expect(second.json()).toMatchObject({ concept });
    const idA = first.json().id as number;
    const idB = second.json().id as number;

    const badConcept = await post(variant(`${concept}-bad`, 'Not a slug!', 'x'), { ...admin, lang: 'th' });
    expect(badConcept.statusCode).toBe(400);
    expect(badConcept.json().fields[0].path).toBe('body.concept');
    expect(badConcept.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const player = await kit.player();
    expect((await post(variant(`${concept}-x`, concept, 'x'), player.headers)).statusCode).toBe(403);
    expect((await put(999_999, variant(`${concept}-y`, concept, 'y'))).statusCode).toBe(404);

    // A window on this bank: 24 players draw, as their seeds decide.
    const quizId = await kit.openQuiz({ winners: 100, questionKey: concept });
    const drawnBy = new Map<number, number[]>([
      [idA, []],
      [idB, []],
    ]);
    for (let i = 0; i < 24; i++) {
      const me = await kit.player();
      const opened = (await kit.api.question(quizId, me.headers)).json<PopQuizQuestion>();
      drawnBy.get(opened.question.id)!.push(me.id);
    }
    expect(drawnBy.get(idA)!.length + drawnBy.get(idB)!.length).toBe(24);
    // Answers as a posted list would give them: every A right, every B wrong.
    await queryRows(
      t.database.db,
      sql`update pop_quiz_attempts set status = case when question_id = ${idA} then 'pending' else 'failed' end,
            correct = (question_id = ${idA}), selected_answers = '[1]', answered_at = ${MORNING.toISOString()}
          where pop_quiz_id = ${quizId}`,
    );
    // Enough answered draws for the rule: the rest of the bank's history, written directly.
    const histQuiz = await kit.openQuiz({ winners: 100, questionKey: concept });
    for (const [questionId, correct] of [
      [idA, true],
      [idB, false],
    ] as const) {
      for (let i = 0; i < 20; i++) {
        const userId = await t.createUser({ kycOverride: true });
        await queryRows(
          t.database.db,
          sql`insert into pop_quiz_attempts (pop_quiz_id, user_id, status, question_id, option_order,
                selected_answers, correct, started_at, deadline_at, answered_at)
              values (${histQuiz}, ${userId}, ${correct ? 'pending' : 'failed'}, ${questionId}, '[1,2,3]',
                '[1]', ${correct}, ${MORNING.toISOString()}, ${MORNING.toISOString()}, ${MORNING.toISOString()})`,
        );
      }
    }
    // One open attempt: drawn, not answered, so it is not a draw of the statistics.
    const open = await kit.player();
    await kit.api.question(histQuiz, open.headers);
    const openOn = await kit.answersOf(histQuiz, open.id);

    const list = await t.app.inject({ url: '/api/admin/pop-quiz-questions', headers: admin });
    const rows = list.json<{ data: AdminPopQuestion[] }>().data;
    const a = rows.find((row) => row.id === idA)!;
    const b = rows.find((row) => row.id === idB)!;
    const drawsA = drawnBy.get(idA)!.length + 20;
    const drawsB = drawnBy.get(idB)!.length + 20;
    expect(a).toMatchObject({ concept, draws: drawsA, rightAnswers: drawsA, circulating: true });
    expect(b).toMatchObject({ concept, draws: drawsB, rightAnswers: 0, circulating: false });
    expect(openOn.questionId === idA ? a.attempts : b.attempts).toBe(
      (openOn.questionId === idA ? drawsA : drawsB) + 1,
    );
    // The seeded banks' questions, never drawn here, are not flagged.
    expect(rows.filter((row) => row.circulating).map((row) => row.id)).toEqual([idA]);

    // The schedule names the bank of each window and how many variants it has.
    const schedule = await t.app.inject({ url: '/api/admin/pop-quizzes', headers: admin });
    const today = schedule.json().days[0].quizzes[0];
    expect(today.concept).toBeTruthy();
    expect(today.variants).toBeGreaterThanOrEqual(4);

    // Drawn questions keep their answers; their wording and bank can still change.
    const reworded = await put(idB, {
      ...variant(`${concept}-native`, concept, 'Which chain has KUB as its coin?'),
    });
    expect(reworded.json()).toMatchObject({ promptEn: 'Which chain has KUB as its coin?', concept });
    const swapped = variant(`${concept}-native`, concept, 'x');
    swapped.options[0]!.correct = false;
    swapped.options[1]!.correct = true;
    expect((await put(idB, swapped)).json().code).toBe('ADMIN_POP_ANSWERS_LOCKED');

    // Retiring B leaves A; retiring or moving A too would leave the open windows nothing to draw.
    const retired = await put(idB, { ...variant(`${concept}-native`, concept, 'x'), active: false });
    expect(retired.json()).toMatchObject({ active: false });
    const lastOne = await put(
      idA,
      { ...variant(concept, concept, 'x'), active: false },
      { ...admin, lang: 'th' },
    );
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toMatchObject({ code: 'ADMIN_POP_BANK_EMPTY' });
    expect(lastOne.json().fields[0]).toMatchObject({ path: 'body.active' });
    expect(lastOne.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const moved = await put(idA, variant(concept, 'another-bank', 'x'));
    expect(moved.json()).toMatchObject({ code: 'ADMIN_POP_BANK_EMPTY', fields: [{ path: 'body.concept' }] });
    // A retired variant is no longer drawn.
    for (let i = 0; i < 8; i++) {
      const me = await kit.player();
      const opened = (await kit.api.question(quizId, me.headers)).json<PopQuizQuestion>();
      expect(opened.question.id).toBe(idA);
    }
  });
});
