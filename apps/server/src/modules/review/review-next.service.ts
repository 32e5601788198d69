import type { Locale } from '@app/contracts/locale';
import { REVIEW_OPTION_KEYS, type ReviewCard, type ReviewNext } from '@app/contracts/review';
import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';
import type { ReviewContext } from './review-context.ts';
import { bangkokDayEnd, type CardRow, cardOf, countDue, nextDueAt } from './review-deck.repo.ts';
import { cardLocked, takeInMissedQuestions } from './review-intake.ts';
import { loadQuestion, optionIdsOf, refOf, variantsOf } from './review-questions.ts';

/** A serving older than this is not resumed: the card is served afresh (new variant, new clock). */
export const SERVING_RESUMES_FOR_MS = 60 * 60_000;

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The card to show now: the open serving if it is recent and still allowed, else the soonest due
 * card that is not locked (see cardLocked). One index range on (user_id, due).
 */
async function pickCard(ctx: ReviewContext, userId: number, now: Date): Promise<CardRow | null> {
  const resumeAfter = new Date(now.getTime() - SERVING_RESUMES_FOR_MS);
  const [row] = await ctx.db
    .select()
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        lte(reviewCards.due, now),
        sql`not ${cardLocked(now, 'review_cards')}`,
      ),
    )
    .orderBy(
      sql`(${reviewCards.servedAt} is not null and ${reviewCards.servedAt} > ${resumeAfter}::timestamptz) desc`,
      reviewCards.due,
      reviewCards.id,
    )
    .limit(1);
  return row ?? null;
}

/** Stamps a new serving: a variant drawn from the card's bank, options shuffled, the clock started. */
async function serve(ctx: ReviewContext, card: CardRow, now: Date): Promise<CardRow | null> {
  const variants = await variantsOf(ctx.db, refOf(card));
  const questionId = variants[randomInt(variants.length)]!;
  const ids = await optionIdsOf(ctx.db, { source: refOf(card).source, id: questionId });
  if (ids.length === 0) return null;
  const optionIds = shuffled(ids).slice(0, REVIEW_OPTION_KEYS.length);
  const [served] = await ctx.db
    .update(reviewCards)
    .set({
      servedAt: now,
      servedQuestionId: questionId,
      servedOptionIds: optionIds,
      version: sql`${reviewCards.version} + 1`,
    })
    // Another tab served it meanwhile: that serving stands, and is what this one resumes.
    .where(and(eq(reviewCards.id, card.id), eq(reviewCards.version, card.version)))
    .returning();
  return served ?? cardOf(ctx.db, card.userId, card.id);
}

function isResumable(card: CardRow, now: Date): boolean {
  return (
    card.servedAt !== null &&
    card.servedQuestionId !== null &&
    now.getTime() - card.servedAt.getTime() < SERVING_RESUMES_FOR_MS
  );
}

/** Today's next card, one at a time and never with its answer: the server stamps the serving. */
export async function nextCard(ctx: ReviewContext, userId: number, locale: Locale): Promise<ReviewNext> {
  const now = ctx.clock.now();
  await takeInMissedQuestions(ctx.db, userId, now);
  const dueToday = await countDue(ctx.db, userId, bangkokDayEnd(now));
  let card = await pickCard(ctx, userId, now);
  if (card && !isResumable(card, now)) card = await serve(ctx, card, now);
  const view = card ? await cardView(ctx, card, locale, now) : null;
  const next = view ? null : await nextDueAt(ctx.db, userId);
  return {
    card: view,
    dueToday,
    nextDueAt: next?.toISOString() ?? null,
    serverTime: now.toISOString(),
  };
}

async function cardView(
  ctx: ReviewContext,
  card: CardRow,
  locale: Locale,
  now: Date,
): Promise<ReviewCard | null> {
  const ref = refOf(card);
  const question = await loadQuestion(ctx.db, { source: ref.source, id: card.servedQuestionId! }, locale);
  if (!question || !card.servedAt || !card.servedOptionIds) return null;
  const byId = new Map(question.options.map((o) => [o.id, o]));
  const topic = card.categoryKey === null ? null : await topicName(ctx, card.categoryKey, locale);
  return {
    cardId: card.id,
    version: card.version,
    source: ref.source,
    topic,
    prompt: question.prompt,
    options: card.servedOptionIds.flatMap((optionId, index) => {
      const option = byId.get(optionId);
      return option ? [{ key: REVIEW_OPTION_KEYS[index]!, text: option.text }] : [];
    }),
    answerCount: question.options.filter((o) => o.correct).length,
    servedAt: card.servedAt.toISOString(),
    serverTime: now.toISOString(),
    reviews: card.reps,
  };
}

export async function topicName(
  ctx: ReviewContext,
  key: number,
  locale: Locale,
): Promise<{ key: number; name: string } | null> {
  const rows = await queryRows<{ name_en: string; name_th: string }>(
    ctx.db,
    sql`select name_en, name_th from categories where key = ${key}`,
  );
  const row = rows[0];
  return row ? { key, name: locale === 'th' ? row.name_th : row.name_en } : null;
}
