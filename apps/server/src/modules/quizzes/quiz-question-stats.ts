import type { AdminQuizQuestion } from '@app/contracts/admin-quizzes';
import { QUESTION_CIRCULATING_MIN_DRAWS, QUESTION_CIRCULATING_RATIO } from '@app/contracts/admin-quizzes';
import { asc, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { quizOptions, quizQuestions } from '../../db/schema/index.ts';

/** A quiz's questions with their options and how readers answered them. */
export async function questionsOf(db: Db | Tx, quizIds: number[]): Promise<Map<number, AdminQuizQuestion[]>> {
  const byQuiz = new Map<number, AdminQuizQuestion[]>();
  if (quizIds.length === 0) return byQuiz;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position));
  const ids = questions.map((q) => q.id);
  const options = ids.length
    ? await db
        .select()
        .from(quizOptions)
        .where(inArray(quizOptions.questionId, ids))
        .orderBy(asc(quizOptions.questionId), asc(quizOptions.position))
    : [];
  const counts = ids.length
    ? await queryRows<{ question_id: number; n: number }>(
        db,
        sql`select question_id, count(*)::int as n from quiz_answers
            where question_id in (${sql.join(ids, sql`, `)}) group by question_id`,
      )
    : [];
  const answered = new Map(counts.map((row) => [Number(row.question_id), Number(row.n)]));
  const stats = await drawStats(db, ids);
  for (const q of questions) {
    const list = byQuiz.get(q.quizId) ?? [];
    list.push({
      id: q.id,
      position: q.position,
      promptEn: q.promptEn,
      promptTh: q.promptTh,
      explanationEn: q.explanationEn,
      explanationTh: q.explanationTh,
      clueEn: q.clueEn,
      clueTh: q.clueTh,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, labelEn: o.labelEn, labelTh: o.labelTh, correct: o.correct })),
      answers: answered.get(q.id) ?? 0,
      concept: q.concept,
      draws: stats.get(q.id)?.draws ?? 0,
      rightAnswers: stats.get(q.id)?.right ?? 0,
      circulating: false,
    });
    byQuiz.set(q.quizId, list);
  }
  for (const list of byQuiz.values()) flagCirculating(list);
  return byQuiz;
}

/**
 * How often each question was drawn by a finished attempt, and answered right in one. Open
 * attempts are left out: their unanswered questions would read as wrong answers.
 */
async function drawStats(db: Db | Tx, ids: number[]): Promise<Map<number, { draws: number; right: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; draws: number; right: number }>(
    db,
    sql`select q.id,
               (select count(*)::int from quiz_attempts x
                 where x.quiz_id = q.quiz_id and x.finished_at is not null and q.id = any(x.question_ids)) as draws,
               (select count(*)::int from quiz_answers a join quiz_attempts x on x.id = a.attempt_id
                 where a.question_id = q.id and a.correct and x.finished_at is not null) as right
          from quiz_questions q where q.id in (${sql.join(ids, sql`, `)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { draws: Number(row.draws), right: Number(row.right) }]));
}

/** What the circulating-answer rule reads and writes of a question. */
export interface DrawnQuestionStats {
  draws: number;
  rightAnswers: number;
  circulating: boolean;
}

/**
 * Flags the questions of one group (a main quiz, a pop quiz bank) answered right far more often
 * than the rest of it: an answer list posted online lifts the questions it covers, not their
 * siblings. A question needs QUESTION_CIRCULATING_MIN_DRAWS draws before its rate means anything.
 */
export function flagCirculating(questions: DrawnQuestionStats[]): void {
  const draws = questions.reduce((sum, q) => sum + q.draws, 0);
  const right = questions.reduce((sum, q) => sum + q.rightAnswers, 0);
  for (const question of questions) {
    const otherDraws = draws - question.draws;
    if (question.draws < QUESTION_CIRCULATING_MIN_DRAWS || otherDraws === 0) continue;
    const othersRate = (right - question.rightAnswers) / otherDraws;
    question.circulating = question.rightAnswers / question.draws > QUESTION_CIRCULATING_RATIO * othersRate;
  }
}
