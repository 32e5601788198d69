import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Brings into the learner's deck every question they answered wrong, or used a hint on, in an
 * attempt that is over: a finished main quiz (a learning path's check is one), or a pop quiz
 * answered and whose window has closed, so no answer is shown while someone can still be paid
 * for it. One card per user and question (unique indexes): running it again adds nothing, and a
 * card already in the deck keeps its schedule. New cards are due at once.
 */
export async function takeInMissedQuestions(db: Db, userId: number, now: Date): Promise<void> {
  await takeIn(db, sql`= ${userId}`, now);
}

/**
 * The same for every learner in `learners` (a query of `user_id`s: those who asked for the "reviews
 * due" reminder, before its daily scan), so the reminder counts questions missed since they last
 * opened the deck.
 */
export async function takeInMissedQuestionsOf(db: Db, learners: SQL, now: Date): Promise<void> {
  await takeIn(db, sql`in (${learners})`, now);
}

async function takeIn(db: Db, learner: SQL, now: Date): Promise<void> {
  // Both sources in one statement: one round trip on every look at the deck.
  await db.execute(sql`
    with ${missedQuestionsTakenIn(learner, now)}
    select ${CARDS_TAKEN_IN} as added`);
}

/**
 * The intake as the CTEs `from_quizzes` and `from_pop_quizzes`, each returning the cards it added
 * (whole rows), for a statement that goes on to read the deck. The rest of that statement sees
 * the deck as it was before them (one snapshot): it adds what they return.
 */
export function missedQuestionsTakenIn(learner: SQL, now: Date): SQL {
  return sql`
    from_quizzes as (
      insert into review_cards (user_id, quiz_question_id, category_key, due, created_at)
      select distinct on (a.user_id, missed.question_id) a.user_id, missed.question_id,
             (select t.category_key from article_topics t join categories c on c.key = t.category_key
               where t.article_id = qz.article_id order by c.ranking, c.key limit 1),
             ${now}::timestamptz, ${now}::timestamptz
        from quiz_attempts a
        join quizzes qz on qz.id = a.quiz_id
        join lateral (
          select ans.question_id from quiz_answers ans where ans.attempt_id = a.id and not ans.correct
          union
          select h.question_id from quiz_hints h where h.attempt_id = a.id
        ) missed on true
       where a.user_id ${learner} and a.finished_at is not null and a.finished_at <= ${now}::timestamptz
      on conflict do nothing
      returning *
    ), from_pop_quizzes as (
      insert into review_cards (user_id, pop_question_id, category_key, due, created_at)
      select distinct on (pa.user_id, pa.question_id) pa.user_id, pa.question_id, pqq.category_key,
             ${now}::timestamptz, ${now}::timestamptz
        from pop_quiz_attempts pa
        join pop_quizzes pq on pq.id = pa.pop_quiz_id
        join pop_quiz_questions pqq on pqq.id = pa.question_id
       where pa.user_id ${learner} and pa.answered_at is not null
         and pq.closes_at <= ${now}::timestamptz
         and (pa.correct = false or pa.hint_used_at is not null)
      on conflict do nothing
      returning *
    )`;
}

/** How many cards the intake's inserts added (new cards are due at once). */
export const CARDS_TAKEN_IN = sql`((select count(*) from from_quizzes) + (select count(*) from from_pop_quizzes))`;

/**
 * True for a card (aliased `c`) whose question must not be shown with its answer now: the learner
 * has an unfinished attempt of its main quiz, or a pop quiz drawing from its bank is open. The
 * served variant comes from the same quiz or bank, so the check covers it too.
 */
export function cardLocked(now: Date, card = 'c'): SQL {
  const c = sql.raw(card);
  return sql`(
    (${c}.quiz_question_id is not null and exists (
      select 1 from quiz_questions lq
        join quiz_attempts la on la.quiz_id = lq.quiz_id and la.user_id = ${c}.user_id and la.finished_at is null
       where lq.id = ${c}.quiz_question_id))
    or (${c}.pop_question_id is not null and exists (
      select 1 from pop_quiz_questions lp
        join pop_quizzes lz on lz.concept = lp.concept
       where lp.id = ${c}.pop_question_id
         and lz.opens_at <= ${now}::timestamptz and lz.closes_at > ${now}::timestamptz)))`;
}
