import { REVIEW_OPTION_KEYS } from '@app/contracts/review';
import { sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { streakOf } from '../src/modules/review/review-progress.service.ts';
import { ratingFromAnswer } from '../src/modules/review/review-schedule.ts';
import { answerLeakCheck } from './answer-leaks.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

const NEXT = '/api/client/review/next';
const answerUrl = (id: number) => `/api/client/review/cards/${id}/answer`;
const ratingUrl = (id: number) => `/api/client/review/cards/${id}/rating`;
const PROGRESS = '/api/client/review/progress';
const SECOND = 1000;
const DAY = 86_400_000;

describe('review rules', () => {
  it('rates from right or wrong and the time taken', () => {
    expect(ratingFromAnswer(false, 3)).toBe(Rating.Again);
    expect(ratingFromAnswer(true, 10)).toBe(Rating.Easy);
    expect(ratingFromAnswer(true, 11)).toBe(Rating.Good);
    expect(ratingFromAnswer(true, 30)).toBe(Rating.Good);
    expect(ratingFromAnswer(true, 31)).toBe(Rating.Hard);
  });

  it('counts a streak in Bangkok days, not UTC days', () => {
    // 16:30 and 17:30 UTC on one UTC day are 23:30 and 00:30 in Bangkok: two days.
    const days = new Set(['2026-11-22', '2026-11-23']);
    expect(streakOf(days, new Date('2026-11-23T01:00:00Z'))).toEqual({ streak: 2, today: true });
    // No review yet today: the streak still stands on yesterday's.
    expect(streakOf(days, new Date('2026-11-24T10:00:00Z'))).toEqual({ streak: 2, today: false });
    // 2026-11-24 17:00 UTC is already the 25th in Bangkok: a missed day breaks it.
    expect(streakOf(days, new Date('2026-11-24T17:00:00Z'))).toEqual({ streak: 0, today: false });
  });
});

describe.each(DRIVERS)('review deck on %s', (driver) => {
  let t: ProfileTestApp;
  let bitcoin: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    bitcoin = await quizIdOf(t, 'what-is-bitcoin-quiz');
  });
  afterAll(() => t.close());

  /** The keys that answer the served card right, and one that answers it wrong. */
  async function keysOf(cardId: number) {
    const [card] = await queryRows<{
      served_question_id: number;
      served_option_ids: number[];
      quiz_question_id: number | null;
    }>(
      t.database.db,
      sql`select served_question_id, served_option_ids, quiz_question_id from review_cards where id = ${cardId}`,
    );
    const correctIds =
      card!.quiz_question_id !== null
        ? (
            await queryRows<{ id: number }>(
              t.database.db,
              sql`select id from quiz_options where question_id = ${card!.served_question_id} and correct`,
            )
          ).map((r) => r.id)
        : (
            await queryRows<{ options: { id: number; correct: boolean }[] }>(
              t.database.db,
              sql`select options from pop_quiz_questions where id = ${card!.served_question_id}`,
            )
          )[0]!.options
            .filter((o) => o.correct)
            .map((o) => o.id);
    const right: string[] = [];
    const wrong: string[] = [];
    card!.served_option_ids.forEach((id, index) =>
      (correctIds.includes(id) ? right : wrong).push(REVIEW_OPTION_KEYS[index]!),
    );
    return { right, wrong: [wrong[0]!], questionId: card!.served_question_id };
  }

  /** A finished attempt of the quiz in which the learner answered `questionId` wrong. */
  async function missedInFinishedAttempt(userId: number, quizId: number, questionId: number) {
    const now = t.clock.now();
    const [attempt] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into quiz_attempts (quiz_id, user_id, seed, status, started_at, finished_at, question_count,
                                     question_ids, correct_count, percent, grade, passed, updated_at)
          values (${quizId}, ${userId}, ${`seed-${userId}-${questionId}`}, 'completed', ${now}, ${now}, 1,
                  ${`{${questionId}}`}::int[], 0, 0, 'F', false, ${now})
          returning id`,
    );
    await t.database.db.execute(
      sql`insert into quiz_answers (attempt_id, question_id, option_ids, correct, answered_at)
          values (${attempt!.id}, ${questionId}, '{}', false, ${now})`,
    );
  }

  it('turns a wrong answer of a finished quiz into a card, and shows nothing of it before', async () => {
    const user = await quizTaker(t);
    const leaks = await answerLeakCheck(t.database.db, { quizId: bitcoin });
    await answerAll(t, user, bitcoin, [0]);
    // Answered but not finished: the attempt could still be paid, so the deck stays empty.
    const before = await inject(t, 'GET', NEXT, user.headers);
    expect(before.status).toBe(200);
    expect(before.body.card).toBeNull();
    expect(leaks(before.raw)).toEqual([]);

    const finish = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/finish`, user.headers, {});
    expect(finish.status).toBe(200);
    const points = await balanceOf(t.database.db, { userId: user.userId }, 'POINT');

    const next = await inject(t, 'GET', NEXT, { ...user.headers, lang: 'th' });
    expect(next.status).toBe(200);
    expect(next.body.card).toMatchObject({ source: 'quiz', reviews: 0 });
    expect(next.body.card.topic).not.toBeNull();
    expect(next.body.dueToday).toBe(1);
    expect(leaks(next.raw)).toEqual([]);
    // Asking again resumes the same serving: the clock is not reset by a reload.
    const again = await inject(t, 'GET', NEXT, user.headers);
    expect(again.body.card.servedAt).toBe(next.body.card.servedAt);
    expect(again.body.card.version).toBe(next.body.card.version);
    expect(again.body.card.options.map((o: { key: string }) => o.key)).toEqual(
      next.body.card.options.map((o: { key: string }) => o.key),
    );

    // A new attempt of the same quiz is open: the card is locked, its answer is not shown.
    const restart = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/start`, user.headers, {});
    expect(restart.status).toBe(200);
    const keys = await keysOf(next.body.card.cardId);
    const locked = await inject(t, 'POST', answerUrl(next.body.card.cardId), user.headers, {
      version: next.body.card.version,
      selectedAnswers: keys.right,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('REVIEW_CARD_LOCKED');
    expect(leaks(locked.raw)).toEqual([]);
    const whileOpen = await inject(t, 'GET', NEXT, user.headers);
    expect(whileOpen.body.card).toBeNull();
    expect(leaks(whileOpen.raw)).toEqual([]);
    await answerAll(t, user, bitcoin);
    expect((await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/finish`, user.headers, {})).status).toBe(200);

    // Finished again: the same card is served again, and answered it reveals the answer.
    const back = await inject(t, 'GET', NEXT, user.headers);
    expect(back.body.card.cardId).toBe(next.body.card.cardId);
    const resumedKeys = await keysOf(back.body.card.cardId);
    t.clock.advance(5 * SECOND);
    const answered = await inject(t, 'POST', answerUrl(back.body.card.cardId), user.headers, {
      version: back.body.card.version,
      selectedAnswers: resumedKeys.right,
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ correct: true, secondsTaken: expect.any(Number) });
    expect([...answered.body.correctAnswers].sort()).toEqual([...resumedKeys.right].sort());
    expect(answered.body.explanation.length).toBeGreaterThan(0);
    expect(answered.body.article).toMatchObject({ slug: expect.any(String), anchor: null });
    // Reviews pay nothing.
    expect(await balanceOf(t.database.db, { userId: user.userId }, 'POINT')).toBe(points);
  });

  it('moves a right answer out by the FSRS interval and brings a wrong one back sooner', async () => {
    const user = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'ledger' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    const created = t.clock.now();
    const served = await inject(t, 'GET', NEXT, user.headers);
    const card = served.body.card;
    const keys = await keysOf(card.cardId);
    t.clock.advance(20 * SECOND);
    const answeredAt = t.clock.now();
    const right = await inject(t, 'POST', answerUrl(card.cardId), user.headers, {
      version: card.version,
      selectedAnswers: keys.right,
    });
    expect(right.status).toBe(200);
    // 20 s on the server's clock: Good, scheduled exactly as FSRS (default parameters) says.
    const expected = fsrs().next(createEmptyCard(created), answeredAt, Rating.Good).card;
    expect(right.body.schedule).toMatchObject({ rating: 'good', ratingChosen: false });
    expect(right.body.schedule.due).toBe(expected.due.toISOString());
    expect(right.body.ratingChoices).toEqual(['again', 'hard', 'good', 'easy']);

    // The learner says it was easy: the same review is scheduled again with Easy, further out.
    const rated = await inject(t, 'POST', ratingUrl(card.cardId), user.headers, {
      version: right.body.version,
      rating: 'easy',
    });
    expect(rated.status).toBe(200);
    const easy = fsrs().next(createEmptyCard(created), answeredAt, Rating.Easy).card;
    expect(rated.body.schedule).toMatchObject({ rating: 'easy', ratingChosen: true });
    expect(rated.body.schedule.due).toBe(easy.due.toISOString());
    expect(new Date(rated.body.schedule.due).getTime()).toBeGreaterThan(answeredAt.getTime() + DAY);
    const twice = await inject(t, 'POST', ratingUrl(card.cardId), user.headers, {
      version: rated.body.version,
      rating: 'hard',
    });
    expect(twice.body.code).toBe('REVIEW_RATING_NOT_ALLOWED');

    // Not due yet: nothing to review, and the next due date is given.
    const waiting = await inject(t, 'GET', NEXT, user.headers);
    expect(waiting.body.card).toBeNull();
    expect(waiting.body.nextDueAt).toBe(easy.due.toISOString());

    // Due: answered wrong, it comes back within the day, far sooner than the right answer's interval.
    t.clock.set(new Date(easy.due.getTime() + 60 * SECOND));
    const dueAgain = await inject(t, 'GET', NEXT, user.headers);
    expect(dueAgain.body.card.cardId).toBe(card.cardId);
    const wrongKeys = await keysOf(card.cardId);
    const wrong = await inject(t, 'POST', answerUrl(card.cardId), user.headers, {
      version: dueAgain.body.card.version,
      selectedAnswers: wrongKeys.wrong,
    });
    expect(wrong.body).toMatchObject({ correct: false, ratingChoices: [] });
    expect(wrong.body.schedule.rating).toBe('again');
    const backIn = new Date(wrong.body.schedule.due).getTime() - t.clock.now().getTime();
    expect(backIn).toBeLessThan(DAY);
    expect(backIn).toBeLessThan(easy.due.getTime() - answeredAt.getTime());
    const refused = await inject(t, 'POST', ratingUrl(card.cardId), user.headers, {
      version: wrong.body.version,
      rating: 'easy',
    });
    expect(refused.body.code).toBe('REVIEW_RATING_NOT_ALLOWED');
  });

  it('draws another variant of the question from its bank', async () => {
    const user = await quizTaker(t);
    const variants = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'supply' order by id`,
    );
    expect(variants.length).toBeGreaterThan(1);
    await missedInFinishedAttempt(user.userId, bitcoin, variants[0]!.id);
    const served = await inject(t, 'GET', NEXT, user.headers);
    const { questionId } = await keysOf(served.body.card.cardId);
    expect(questionId).not.toBe(variants[0]!.id);
    expect(variants.map((v) => v.id)).toContain(questionId);
  });

  it('shows a pop quiz question only once its window has closed, as another variant', async () => {
    const kit = popQuizKit(t);
    const me = await kit.player({ firstName: 'Nok' });
    const quiz = await kit.openQuiz({ winners: 5, questionKey: 'bitcoin-supply-cap' });
    const leaks = await answerLeakCheck(t.database.db, { popConcept: 'bitcoin-supply-cap' });
    const opened = await kit.api.question(quiz, me.headers);
    expect(opened.statusCode).toBe(200);
    const answers = await kit.answersOf(quiz, me.id);
    const submitted = await kit.api.submit(quiz, answers.questionId, answers.wrong, me.headers);
    expect(submitted.statusCode).toBe(200);
    // Answered wrong, but the window is open: others can still be paid for this question.
    const open = await inject(t, 'GET', NEXT, me.headers);
    expect(open.body.card).toBeNull();
    expect(leaks(open.raw)).toEqual([]);
    const progressOpen = await inject(t, 'GET', PROGRESS, me.headers);
    expect(progressOpen.body.totalCards).toBe(0);

    t.clock.advance(6 * 3_600_000 + SECOND);
    const closed = await inject(t, 'GET', NEXT, me.headers);
    // The demo bank names its topic and article (content/pop-quizzes/questions.yaml).
    expect(closed.body.card).toMatchObject({ source: 'pop_quiz', topic: { key: 1, name: 'Bitcoin' } });
    expect(leaks(closed.raw)).toEqual([]);
    const keys = await keysOf(closed.body.card.cardId);
    expect(keys.questionId).not.toBe(answers.questionId);
    const answered = await inject(t, 'POST', answerUrl(closed.body.card.cardId), me.headers, {
      version: closed.body.card.version,
      selectedAnswers: keys.right,
    });
    expect(answered.body).toMatchObject({
      correct: true,
      article: { slug: 'what-is-bitcoin', anchor: null },
    });
  });

  it('gives a missed pop-quiz question the topic and article an admin set on it', async () => {
    const admin = await t.signIn(
      await t.createUser({ role: 'admin', email: `pop-topic-${driver}@example.com` }),
    );
    const [article] = await queryRows<{ id: number; title: string }>(
      t.database.db,
      sql`select a.id, tr.title from articles a
            join article_translations tr on tr.article_id = a.id and tr.locale = 'th'
           where a.slug = 'crypto-market-cycles'`,
    );
    const bank = await inject(t, 'GET', '/api/admin/pop-quiz-questions', admin);
    const variants = (bank.body.data as Record<string, unknown>[]).filter(
      (q) => q.concept === 'halving-effect',
    );
    expect(variants.length).toBeGreaterThan(1);
    const bodyOf = (q: Record<string, unknown>) => ({
      key: q.key,
      concept: q.concept,
      promptEn: q.promptEn,
      promptTh: q.promptTh,
      hintEn: q.hintEn,
      hintTh: q.hintTh,
      explanationEn: q.explanationEn,
      explanationTh: q.explanationTh,
      options: (q.options as { en: string; th: string; correct: boolean }[]).map(({ en, th, correct }) => ({
        en,
        th,
        correct,
      })),
      timeLimitSeconds: q.timeLimitSeconds,
      rewardPoints: q.rewardPoints,
      winners: q.winners,
      active: q.active,
    });
    const url = (q: Record<string, unknown>) => `/api/admin/pop-quiz-questions/${String(q.id)}`;
    const unknownTopic = await inject(t, 'PUT', url(variants[0]!), admin, {
      ...bodyOf(variants[0]!),
      categoryKey: 9999,
    });
    expect(unknownTopic.status).toBe(404);
    expect(unknownTopic.body.fields[0].path).toBe('body.categoryKey');
    const unknownArticle = await inject(t, 'PUT', url(variants[0]!), admin, {
      ...bodyOf(variants[0]!),
      articleId: 2_000_000_000,
    });
    expect(unknownArticle.body.fields[0].path).toBe('body.articleId');
    for (const variant of variants) {
      const saved = await inject(t, 'PUT', url(variant), admin, {
        ...bodyOf(variant),
        categoryKey: 4,
        articleId: article!.id,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        categoryKey: 4,
        articleId: article!.id,
        articleSlug: 'crypto-market-cycles',
      });
    }
    // A save that leaves the fields out keeps them.
    const kept = await inject(t, 'PUT', url(variants[0]!), admin, bodyOf(variants[0]!));
    expect(kept.body).toMatchObject({ categoryKey: 4, articleId: article!.id });

    const kit = popQuizKit(t);
    const me = await kit.player({ firstName: 'Dao' });
    const quiz = await kit.openQuiz({ winners: 5, questionKey: 'halving-effect' });
    expect((await kit.api.question(quiz, me.headers)).statusCode).toBe(200);
    const answers = await kit.answersOf(quiz, me.id);
    expect((await kit.api.submit(quiz, answers.questionId, answers.wrong, me.headers)).statusCode).toBe(200);
    t.clock.advance(6 * 3_600_000 + SECOND);

    const progress = await inject(t, 'GET', PROGRESS, me.headers);
    expect(progress.body.topics).toEqual([
      expect.objectContaining({ topic: { key: 4, name: 'Economics' }, cards: 1 }),
    ]);
    const served = await inject(t, 'GET', NEXT, { ...me.headers, lang: 'th' });
    expect(served.body.card).toMatchObject({ source: 'pop_quiz', topic: { key: 4, name: 'เศรษฐศาสตร์' } });
    const keys = await keysOf(served.body.card.cardId);
    const answered = await inject(
      t,
      'POST',
      answerUrl(served.body.card.cardId),
      { ...me.headers, lang: 'th' },
      {
        version: served.body.card.version,
        selectedAnswers: keys.wrong,
      },
    );
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      correct: false,
      article: { slug: 'crypto-market-cycles', title: article!.title, anchor: null },
    });
  });

  it('gives two tabs asking at once the same serving', async () => {
    const user = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'creator' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    await inject(t, 'GET', PROGRESS, user.headers);
    const tabs = await Promise.all(Array.from({ length: 4 }, () => inject(t, 'GET', NEXT, user.headers)));
    const cards = tabs.map((tab) => tab.body.card);
    expect(cards.every((card) => card !== null)).toBe(true);
    // One serving stamped: the others resume it (same version, clock and option order).
    for (const card of cards) expect(card).toEqual({ ...cards[0], serverTime: card.serverTime });
    const [row] = await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from review_cards where id = ${cards[0].cardId}`,
    );
    expect(row!.version).toBe(cards[0].version);
  });

  it('records one answer to one serving when two arrive at once', async () => {
    const user = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'creator' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    const served = await inject(t, 'GET', NEXT, user.headers);
    const keys = await keysOf(served.body.card.cardId);
    const body = { version: served.body.card.version, selectedAnswers: keys.right };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        inject(t, 'POST', answerUrl(served.body.card.cardId), user.headers, body),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'REVIEW_CARD_CHANGED')).toBe(
      true,
    );
    const [logs] = await queryRows<{ n: number; reps: number }>(
      t.database.db,
      sql`select (select count(*)::int from review_logs where card_id = ${served.body.card.cardId}) as n,
                 (select reps from review_cards where id = ${served.body.card.cardId}) as reps`,
    );
    expect(logs).toEqual({ n: 1, reps: 1 });
  });

  it('counts the streak, what is due, and awards a signed credential for a mastered topic', async () => {
    const user = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'genesis' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    const first = await inject(t, 'GET', NEXT, user.headers);
    const cardId = first.body.card.cardId as number;
    // A long-held card: stable well past the threshold once answered right again.
    const lastReview = new Date(t.clock.now().getTime() - 40 * DAY);
    await t.database.db.execute(
      sql`update review_cards set state = 2, stability = 30, difficulty = 3, reps = 5, scheduled_days = 40,
                 last_review = ${lastReview}, due = ${t.clock.now()} where id = ${cardId}`,
    );
    const keys = await keysOf(cardId);
    const answered = await inject(t, 'POST', answerUrl(cardId), user.headers, {
      version: first.body.card.version,
      selectedAnswers: keys.right,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.schedule.stability).toBeGreaterThanOrEqual(21);
    const code = answered.body.masteredCredentialCode as string;
    expect(code).toMatch(/^[A-Za-z0-9]{32}$/);

    const progress = await inject(t, 'GET', PROGRESS, user.headers);
    expect(progress.body).toMatchObject({ streakDays: 1, reviewedToday: true, totalCards: 1, dueToday: 0 });
    expect(progress.body.topics[0]).toMatchObject({ cards: 1, masteredCards: 1, level: 'mastered' });
    expect(progress.body.topics[0].credential.code).toBe(code);

    const view = await inject(t, 'GET', `/api/client/review/credentials/${code}`);
    expect(view.body).toMatchObject({
      code,
      status: 'valid',
      signatureValid: true,
      holderName: 'Ploy Rakdee',
    });
    const document = await inject(t, 'GET', `/api/client/review/credentials/${code}/credential`);
    expect(document.body.proof.cryptosuite).toBe('eddsa-jcs-2022');
    const missing = await inject(t, 'GET', `/api/client/review/credentials/${'x'.repeat(32)}`);
    expect(missing.status).toBe(404);
  });

  it('serves, resumes and records a review in a few statements, the session read included', async () => {
    const user = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'ledger' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    /** The response and how many statements the request ran. */
    const counted = async (method: 'GET' | 'POST', url: string, body?: object) => {
      const before = t.database.queriesRun();
      const response = await inject(t, method, url, user.headers, body);
      return { ...response, statements: t.database.queriesRun() - before };
    };
    // The session, then the deck (the card taken in, counted and picked) and the serving with its question.
    const served = await counted('GET', NEXT);
    expect(served.body.card).toMatchObject({ source: 'quiz', reviews: 0 });
    expect(served.body.dueToday).toBe(1);
    expect(served.statements).toBeLessThanOrEqual(3);
    // Resuming the serving: the session, the deck, and the served card with its question.
    const resumed = await counted('GET', NEXT);
    expect(resumed.body.card).toEqual({ ...served.body.card, serverTime: resumed.body.card.serverTime });
    expect(resumed.statements).toBeLessThanOrEqual(3);
    // The answer: the card, its lock and question in one read; the write, its log and the count in one.
    const keys = await keysOf(served.body.card.cardId);
    t.clock.advance(15 * SECOND);
    const answered = await counted('POST', answerUrl(served.body.card.cardId), {
      version: served.body.card.version,
      selectedAnswers: keys.wrong,
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ correct: false, masteredCredentialCode: null });
    // Answered wrong, it is due again within minutes: still today's.
    expect(answered.body.dueToday).toBe(1);
    expect(answered.statements).toBeLessThanOrEqual(3);
    // Nothing due now: the deck's one statement says when the next card is.
    t.clock.set(new Date(new Date(answered.body.schedule.due).getTime() - SECOND));
    const waiting = await counted('GET', NEXT);
    expect(waiting.body).toMatchObject({ card: null, nextDueAt: answered.body.schedule.due });
    expect(waiting.statements).toBeLessThanOrEqual(2);
  });

  it('refuses an answer to a card never served, or of another learner', async () => {
    const user = await quizTaker(t);
    const other = await quizTaker(t);
    const [question] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from quiz_questions where quiz_id = ${bitcoin} and concept = 'mining' limit 1`,
    );
    await missedInFinishedAttempt(user.userId, bitcoin, question!.id);
    await inject(t, 'GET', PROGRESS, user.headers);
    const [card] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from review_cards where user_id = ${user.userId}`,
    );
    const notServed = await inject(t, 'POST', answerUrl(card!.id), user.headers, {
      version: 0,
      selectedAnswers: ['A'],
    });
    expect(notServed.body.code).toBe('REVIEW_CARD_NOT_SERVED');
    const foreign = await inject(t, 'POST', answerUrl(card!.id), other.headers, {
      version: 0,
      selectedAnswers: ['A'],
    });
    expect(foreign.status).toBe(404);
    const empty = await inject(
      t,
      'POST',
      answerUrl(card!.id),
      { ...user.headers, lang: 'th' },
      {
        version: 0,
        selectedAnswers: [],
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('REVIEW_ANSWER_REQUIRED');
    expect(empty.body.message).toBe('กรุณาเลือกคำตอบ');
    const visitor = await inject(t, 'GET', NEXT);
    expect(visitor.status).toBe(401);
  });
});
