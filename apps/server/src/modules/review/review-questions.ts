import type { Locale } from '@app/contracts/locale';
import { REVIEW_OPTION_KEYS, type ReviewSource } from '@app/contracts/review';
import { sql, type SQL } from 'drizzle-orm';

/** A question as the deck shows and grades it, in one language. */
export interface ReviewQuestion {
  prompt: string;
  explanation: string;
  options: { id: number; text: string; correct: boolean }[];
  article: { slug: string; title: string; anchor: string | null } | null;
}

/** Which question a card is about: the main-quiz or the pop-quiz table, and its id there. */
export interface QuestionRef {
  source: ReviewSource;
  id: number;
}

export function refOf(card: { quizQuestionId: number | null; popQuestionId: number | null }): QuestionRef {
  return card.quizQuestionId !== null
    ? { source: 'quiz', id: card.quizQuestionId }
    : { source: 'pop_quiz', id: card.popQuestionId! };
}

/** A column name in the locale's language: `prompt_th` or `prompt_en`. */
const inLocale = (column: string, locale: Locale) => sql.raw(`${column}_${locale === 'th' ? 'th' : 'en'}`);

/**
 * A new serving's draw, as one row (question_id, option_ids): a variant of the card's question
 * from its bank (another question of the same quiz and concept, or of the same pop-quiz concept,
 * so a review asks the idea again in other words; else the question itself), and that variant's
 * option ids shuffled, at most as many as there are option keys. option_ids is null when the
 * question has no options.
 */
export function servingDraw(ref: QuestionRef): SQL {
  const keys = REVIEW_OPTION_KEYS.length;
  if (ref.source === 'pop_quiz') {
    return sql`
      select v.id as question_id,
             (select (array_agg((e.o ->> 'id')::int order by random()))[1:${sql.raw(String(keys))}]
                from pop_quiz_questions p, jsonb_array_elements(p.options) e(o)
               where p.id = v.id) as option_ids
        from (select coalesce(
                (select o.id from pop_quiz_questions q
                   join pop_quiz_questions o on o.concept = q.concept and o.active and o.id <> q.id
                  where q.id = ${ref.id} order by random() limit 1),
                ${ref.id}) as id) v`;
  }
  return sql`
    select v.id as question_id,
           (select (array_agg(op.id order by random()))[1:${sql.raw(String(keys))}]
              from quiz_options op where op.question_id = v.id) as option_ids
      from (select coalesce(
              (select o.id from quiz_questions q
                 join quiz_questions o on o.quiz_id = q.quiz_id and o.concept = q.concept and o.id <> q.id
                where q.id = ${ref.id} order by random() limit 1),
              ${ref.id}) as id) v`;
}

/**
 * The question served on card `card` (an alias whose row has quiz_question_id, pop_question_id
 * and served_question_id), for a lateral join: question_prompt, question_explanation,
 * question_options (json: id, text, correct, in the question's order), article_slug and
 * article_title (null for a pop quiz that names no article readers can open). No row when nothing is served.
 * Right answers are in it: server-side only. With `source` known, only that table is read.
 */
export function servedQuestionOf(card: string, locale: Locale, source?: ReviewSource): SQL {
  const c = sql.raw(card);
  const fromQuiz = sql`
    select q.${inLocale('prompt', locale)} as question_prompt,
           q.${inLocale('explanation', locale)} as question_explanation,
           (select json_agg(json_build_object('id', o.id, 'text', o.${inLocale('label', locale)}, 'correct', o.correct)
                            order by o.position)
              from quiz_options o where o.question_id = q.id) as question_options,
           a.slug as article_slug, coalesce(t.title, a.slug) as article_title
      from quiz_questions q
      join quizzes z on z.id = q.quiz_id
      join articles a on a.id = z.article_id
      left join article_translations t on t.article_id = a.id and t.locale = ${locale}
     where ${c}.quiz_question_id is not null and q.id = ${c}.served_question_id`;
  const fromPopQuiz = sql`
    select p.${inLocale('prompt', locale)} as question_prompt,
           p.${inLocale('explanation', locale)} as question_explanation,
           (select json_agg(json_build_object('id', (e.o ->> 'id')::int, 'text', e.o ->> ${sql.raw(locale === 'th' ? "'th'" : "'en'")},
                                              'correct', (e.o ->> 'correct')::boolean) order by e.n)
              from jsonb_array_elements(p.options) with ordinality e(o, n)) as question_options,
           a.slug as article_slug, coalesce(t.title, a.slug) as article_title
      from pop_quiz_questions p
      -- Its article, when it names one that readers can open (published and not hidden).
      left join articles a on a.id = p.article_id and a.status and a.active
      left join article_translations t on t.article_id = a.id and t.locale = ${locale}
     where ${c}.pop_question_id is not null and p.id = ${c}.served_question_id`;
  if (source === 'quiz') return sql`(${fromQuiz})`;
  if (source === 'pop_quiz') return sql`(${fromPopQuiz})`;
  return sql`(${fromQuiz} union all ${fromPopQuiz})`;
}

/** The columns servedQuestionOf adds to a row, as the database hands them over. */
export interface ServedQuestionColumns {
  question_prompt: string | null;
  question_explanation: string | null;
  question_options: { id: number; text: string; correct: boolean }[] | null;
  article_slug: string | null;
  article_title: string | null;
}

/** The question of a row joined with servedQuestionOf; null when none was found. */
export function questionOf(row: ServedQuestionColumns): ReviewQuestion | null {
  if (row.question_prompt === null) return null;
  return {
    prompt: row.question_prompt,
    explanation: row.question_explanation ?? '',
    options: row.question_options ?? [],
    // Questions name no heading of their article yet: the link opens the article.
    article:
      row.article_slug === null
        ? null
        : { slug: row.article_slug, title: row.article_title ?? row.article_slug, anchor: null },
  };
}
