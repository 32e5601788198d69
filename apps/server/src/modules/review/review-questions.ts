import type { Locale } from '@app/contracts/locale';
import type { ReviewSource } from '@app/contracts/review';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  popQuizQuestions,
  quizOptions,
  quizQuestions,
  quizzes,
} from '../../db/schema/index.ts';

/** A question as the deck shows and grades it, in one language. */
export interface ReviewQuestion {
  id: number;
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

/**
 * The variants a review may draw for a card: the other questions of its bank (same quiz and
 * concept, or same pop-quiz concept) when there are any, so a review asks the idea again in
 * other words; else the question itself.
 */
export async function variantsOf(db: Db, ref: QuestionRef): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    ref.source === 'quiz'
      ? sql`select v.id from quiz_questions q
              join quiz_questions v on v.quiz_id = q.quiz_id and v.concept = q.concept
             where q.id = ${ref.id}`
      : sql`select v.id from pop_quiz_questions q
              join pop_quiz_questions v on v.concept = q.concept and v.active
             where q.id = ${ref.id}`,
  );
  const others = rows.map((row) => row.id).filter((id) => id !== ref.id);
  return others.length > 0 ? others : [ref.id];
}

/** The option ids of a question, for a serving to shuffle. */
export async function optionIdsOf(db: Db, ref: QuestionRef): Promise<number[]> {
  if (ref.source === 'pop_quiz') {
    const [row] = await db
      .select({ options: popQuizQuestions.options })
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, ref.id));
    return row?.options.map((o) => o.id) ?? [];
  }
  const rows = await db
    .select({ id: quizOptions.id })
    .from(quizOptions)
    .where(eq(quizOptions.questionId, ref.id))
    .orderBy(asc(quizOptions.position));
  return rows.map((row) => row.id);
}

/** The question with its options (right ones marked), explanation and source article. Server-side only. */
export async function loadQuestion(db: Db, ref: QuestionRef, locale: Locale): Promise<ReviewQuestion | null> {
  const th = locale === 'th';
  if (ref.source === 'pop_quiz') {
    // Its article, when it names one that readers can open (published and not hidden).
    const [found] = await db
      .select({ row: popQuizQuestions, slug: articles.slug, title: articleTranslations.title })
      .from(popQuizQuestions)
      .leftJoin(
        articles,
        and(
          eq(articles.id, popQuizQuestions.articleId),
          eq(articles.status, true),
          eq(articles.active, true),
        ),
      )
      .leftJoin(
        articleTranslations,
        and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
      )
      .where(eq(popQuizQuestions.id, ref.id));
    if (!found) return null;
    const { row, slug, title } = found;
    return {
      id: row.id,
      prompt: th ? row.promptTh : row.promptEn,
      explanation: th ? row.explanationTh : row.explanationEn,
      options: row.options.map((o) => ({ id: o.id, text: th ? o.th : o.en, correct: o.correct })),
      article: slug === null ? null : { slug, title: title ?? slug, anchor: null },
    };
  }
  const [row] = await db
    .select({ question: quizQuestions, slug: articles.slug, title: articleTranslations.title })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .innerJoin(articles, eq(articles.id, quizzes.articleId))
    .leftJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
    )
    .where(eq(quizQuestions.id, ref.id));
  if (!row) return null;
  const options = await db
    .select()
    .from(quizOptions)
    .where(eq(quizOptions.questionId, ref.id))
    .orderBy(asc(quizOptions.position));
  return {
    id: row.question.id,
    prompt: th ? row.question.promptTh : row.question.promptEn,
    explanation: th ? row.question.explanationTh : row.question.explanationEn,
    options: options.map((o) => ({ id: o.id, text: th ? o.labelTh : o.labelEn, correct: o.correct })),
    // Questions name no heading of their article yet: the link opens the article.
    article: { slug: row.slug, title: row.title ?? row.slug, anchor: null },
  };
}
