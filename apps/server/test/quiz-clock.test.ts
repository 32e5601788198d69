import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerKey, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

/**
 * The clock of a timed main quiz (docs/decisions/021-saved-quiz-clock.md): the deadline is fixed
 * when the attempt starts and keeps running while the quiz is saved; the server refuses any
 * answer or hint past it, whichever device asks, and still lets the attempt be finished.
 */
describe.each(DRIVERS)('a timed quiz saved for later on %s', (driver) => {
  let t: ProfileTestApp;
  let quizId: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    quizId = await quizIdOf(t, 'what-is-a-blockchain-quiz');
    await t.database.db.execute(sql`update quizzes set time_limit_seconds = 120 where id = ${quizId}`);
  });
  afterAll(() => t.close());

  it('keeps the deadline across a save and another device, and refuses an answer past it', async () => {
    const user = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    expect(start.status).toBe(200);
    expect(start.body.secondsLeft).toBe(120);
    const deadline = start.body.deadlineAt as string;
    expect(new Date(deadline).getTime() - t.clock.now().getTime()).toBe(120_000);

    const key = await answerKey(t, user.userId, quizId);
    const [q0, q1] = start.body.questions as { id: number }[];
    const first = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q0!.id}/submit`, user.headers, {
      selectedAnswers: key.get(q0!.id)!.right,
      currentQuestion: 1,
      version: start.body.version,
    });
    expect(first.status).toBe(200);

    t.clock.advance(30_000);
    const saved = await inject(t, 'POST', `${QUIZ_API}/${quizId}/save`, user.headers, {
      currentQuestion: 1,
      version: first.body.version,
    });
    expect(saved.status).toBe(200);

    // Saved, then opened on another device 60 seconds later: the clock did not stop.
    t.clock.advance(60_000);
    const phone = await t.signIn(user.userId);
    const resumed = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, phone, {});
    expect(resumed.body).toMatchObject({ deadlineAt: deadline, secondsLeft: 30, currentQuestion: 1 });

    // One second past the time limit: the answer is refused in the reader's language, and kept out.
    t.clock.advance(31_000);
    const late = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${q1!.id}/submit`,
      { ...phone, lang: 'th' },
      { selectedAnswers: key.get(q1!.id)!.right, currentQuestion: 1, version: resumed.body.version },
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'QUIZ_TIME_UP', message: 'หมดเวลาทำแบบทดสอบนี้แล้ว' });
    const hint = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q1!.id}/hint`, phone, {});
    expect(hint.body.code).toBe('QUIZ_TIME_UP');

    const progress = await inject(t, 'GET', `${QUIZ_API}/${quizId}/progress`, phone);
    expect(progress.body).toMatchObject({ secondsLeft: 0, answeredCount: 1 });

    // Saving again does not buy time either.
    const savedLate = await inject(t, 'POST', `${QUIZ_API}/${quizId}/save`, phone, {
      currentQuestion: 1,
      version: progress.body.version,
    });
    expect(savedLate.status).toBe(200);
    const again = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q1!.id}/submit`, phone, {
      selectedAnswers: key.get(q1!.id)!.right,
      currentQuestion: 1,
      version: savedLate.body.version,
    });
    expect(again.body.code).toBe('QUIZ_TIME_UP');

    // The attempt can still be finished: unanswered questions count as wrong.
    const finished = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, phone, {
      currentQuestion: 1,
      version: savedLate.body.version,
    });
    expect(finished.status).toBe(200);
  });
});
