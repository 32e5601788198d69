import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { POP_QUIZ_MAX_OPTIONS } from '@app/contracts/pop-quizzes';
import { inArray } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { articles, popQuizQuestions } from '../db/schema/index.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const questionFile = z.array(
  z.object({
    key: z.string().min(1),
    /** The bank it is a variant of; absent = a bank of its own, named by its key. */
    concept: z.string().min(1).optional(),
    /** The topic (category key) its review cards count towards, and the article they link to. */
    topic: z.number().int().positive().optional(),
    article: z.string().min(1).optional(),
    timeLimitSeconds: z.number().int().min(10).max(600),
    rewardPoints: z.number().int().positive(),
    winners: z.number().int().positive(),
    prompt: bilingual,
    hint: bilingual,
    explanation: bilingual,
    options: z
      .array(z.strictObject({ en: z.string().min(1), th: z.string().min(1), correct: z.boolean() }))
      .min(2)
      .max(POP_QUIZ_MAX_OPTIONS)
      .refine((options) => options.some((option) => option.correct), 'a question needs a correct option'),
  }),
);

/**
 * The pop quiz question banks. A question is inserted when its key is missing, so a second run
 * changes nothing and a new variant reaches an existing installation; the daily schedule rotates
 * through the banks (concepts) in the order their first question was written.
 */
export async function seedPopQuizzes(db: Db, contentDir: string): Promise<void> {
  const questions = questionFile.parse(
    parse(await readFile(join(contentDir, 'pop-quizzes', 'questions.yaml'), 'utf8')),
  );
  // Articles are seeded first; a slug that names none is a mistake in the content.
  const slugs = [...new Set(questions.flatMap((q) => (q.article ? [q.article] : [])))];
  const found = slugs.length
    ? await db
        .select({ id: articles.id, slug: articles.slug })
        .from(articles)
        .where(inArray(articles.slug, slugs))
    : [];
  const articleIds = new Map(found.map((row) => [row.slug, row.id]));
  const articleOf = (slug: string | undefined) => {
    if (slug === undefined) return null;
    const id = articleIds.get(slug);
    if (id === undefined) throw new Error(`content/pop-quizzes/questions.yaml names no article "${slug}"`);
    return id;
  };
  await db
    .insert(popQuizQuestions)
    .values(
      questions.map((q) => ({
        key: q.key,
        concept: q.concept ?? q.key,
        promptEn: q.prompt.en,
        promptTh: q.prompt.th,
        hintEn: q.hint.en,
        hintTh: q.hint.th,
        explanationEn: q.explanation.en,
        explanationTh: q.explanation.th,
        options: q.options.map((option, index) => ({ id: index + 1, ...option })),
        timeLimitSeconds: q.timeLimitSeconds,
        rewardPoints: q.rewardPoints,
        winners: q.winners,
        categoryKey: q.topic ?? null,
        articleId: articleOf(q.article),
      })),
    )
    .onConflictDoNothing({ target: popQuizQuestions.key });
}
