import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUIZ_GRADES, QUIZ_REWARD_TYPES } from '@app/contracts/quizzes';
import { and, eq, isNull } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import { type Db, inTransaction } from '../db/client.ts';
import {
  articles,
  quizOptions,
  quizQuestions,
  quizRewardTiers,
  quizzes,
  subscriptionPackages,
  users,
  userSubscriptions,
} from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { transfer } from '../modules/ledger/ledger.service.ts';
import { quizPoolCode } from '../modules/quizzes/quiz.repo.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const quizFile = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  article: z.string().min(1),
  title: bilingual,
  description: bilingual,
  passPercent: z.number().int().min(0).max(100).default(60),
  timeLimitSeconds: z.number().int().positive().optional(),
  /** How many questions an attempt draws (one variant per concept); absent = every concept. */
  questionsPerAttempt: z.number().int().positive().optional(),
  /** Points put in the quiz's reward pool (from ISSUANCE) when it is first seeded. */
  pool: z.number().int().min(0),
  rewards: z.array(
    z.object({
      minGrade: z.enum(QUIZ_GRADES),
      type: z.enum(QUIZ_REWARD_TYPES),
      points: z.number().int().min(0),
      name: bilingual,
      description: bilingual,
    }),
  ),
  questions: z
    .array(
      z.object({
        /** Variants of one question share a concept: an attempt asks at most one of them. */
        concept: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .optional(),
        prompt: bilingual,
        explanation: bilingual,
        clue: bilingual.optional(),
        options: z
          .array(
            z.object({ en: z.string().min(1), th: z.string().min(1), correct: z.boolean().default(false) }),
          )
          .min(2)
          .refine((options) => options.some((o) => o.correct), 'a question needs a correct option'),
      }),
    )
    .min(1),
});
type QuizFile = z.infer<typeof quizFile>;

async function insertQuiz(db: Db, quiz: QuizFile, articleId: number): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(quizzes)
      .values({
        slug: quiz.slug,
        articleId,
        titleEn: quiz.title.en,
        titleTh: quiz.title.th,
        descriptionEn: quiz.description.en,
        descriptionTh: quiz.description.th,
        passPercent: quiz.passPercent,
        timeLimitSeconds: quiz.timeLimitSeconds ?? null,
        questionsPerAttempt: quiz.questionsPerAttempt ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: quizzes.id });
    if (!created) return null;
    await tx.insert(quizRewardTiers).values(
      quiz.rewards.map((reward) => ({
        quizId: created.id,
        minGrade: reward.minGrade,
        rewardType: reward.type,
        points: reward.points,
        nameEn: reward.name.en,
        nameTh: reward.name.th,
        descriptionEn: reward.description.en,
        descriptionTh: reward.description.th,
      })),
    );
    for (const [position, question] of quiz.questions.entries()) {
      const [row] = await tx
        .insert(quizQuestions)
        .values({
          quizId: created.id,
          position,
          promptEn: question.prompt.en,
          promptTh: question.prompt.th,
          explanationEn: question.explanation.en,
          explanationTh: question.explanation.th,
          clueEn: question.clue?.en ?? null,
          clueTh: question.clue?.th ?? null,
          concept: question.concept ?? null,
        })
        .returning({ id: quizQuestions.id });
      await tx.insert(quizOptions).values(
        question.options.map((option, index) => ({
          questionId: row!.id,
          position: index,
          labelEn: option.en,
          labelTh: option.th,
          correct: option.correct,
        })),
      );
    }
    return created.id;
  });
}

/**
 * The demo quizzes (content/quizzes/*.yaml), each tied to a demo article and with a funded reward
 * pool. A quiz already present is left as it is; the pool's funding transfer has a fixed key, so
 * seeding again moves nothing.
 */
export async function seedQuizzes(db: Db, contentDir: string): Promise<void> {
  const dir = join(contentDir, 'quizzes');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.yaml')).sort();
  for (const file of files) {
    const quiz = quizFile.parse(parse(await readFile(join(dir, file), 'utf8')));
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, quiz.article));
    if (!article) throw new Error(`content/quizzes/${file}: no article ${quiz.article}`);
    await insertQuiz(db, quiz, article.id);
    const [row] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, quiz.slug));
    if (!row || quiz.pool === 0) continue;
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'quiz-pool-funding',
          currency: 'POINT',
          amount: BigInt(quiz.pool),
          from: { system: 'ISSUANCE' },
          to: { system: quizPoolCode(row.id) },
          idempotencyKey: `seed:quiz-pool:${quiz.slug}`,
          reason: 'Demo reward pool',
        },
        { insufficient: 'QUIZ_OUT_OF_REWARD' },
      ),
    );
  }
  await seedDemoQuizTaker(db);
}

/**
 * The demo subscriber can take quizzes right away: KYC marked verified (unless an admin decided
 * otherwise) and a year of a hidden demo package, unless they already have a subscription.
 */
async function seedDemoQuizTaker(db: Db): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'subscriber@kub-academy.local'));
  if (!user) return;
  await db
    .update(users)
    .set({ kycOverride: true })
    .where(and(eq(users.id, user.id), isNull(users.kycOverride)));
  const [existing] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, user.id));
  if (existing) return;
  await db
    .insert(subscriptionPackages)
    .values({
      slug: 'demo-quiz-pass',
      nameEn: 'Demo quiz pass',
      nameTh: 'แพ็กเกจทดลองทำแบบทดสอบ',
      price: 0n,
      durationDays: 365,
      hintsPerMonth: 10,
      mainQuizQuota: 50,
      nftMemberCard: false,
      active: false,
    })
    .onConflictDoNothing();
  const [pack] = await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.slug, 'demo-quiz-pass'));
  const startsAt = new Date('2026-01-01T00:00:00Z');
  await db.insert(userSubscriptions).values({
    userId: user.id,
    packageId: pack!.id,
    pricePaid: 0n,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 5 * 365 * 86_400_000),
    quotaTotal: pack!.mainQuizQuota,
    hintsPerMonth: pack!.hintsPerMonth,
    createdAt: startsAt,
  });
}
