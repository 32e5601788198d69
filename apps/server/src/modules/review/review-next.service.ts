import type { Locale } from '@app/contracts/locale';
import { REVIEW_OPTION_KEYS, type ReviewCard, type ReviewNext } from '@app/contracts/review';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ReviewContext } from './review-context.ts';
import { bangkokDayEnd, type CardRow, cardRowOf, timestampOf } from './review-deck.repo.ts';
import { cardLocked, missedQuestionsTakenIn } from './review-intake.ts';
import {
  questionOf,
  type ReviewQuestion,
  refOf,
  servedQuestionOf,
  type ServedQuestionColumns,
  servingDraw,
} from './review-questions.ts';

/** A serving older than this is not resumed: the card is served afresh (new variant, new clock). */
export const SERVING_RESUMES_FOR_MS = 60 * 60_000;

/** A card row with the question it serves (see servedQuestionOf) and its topic's name. */
type ServedRow = Record<string, unknown> & ServedQuestionColumns & { topic_name: string | null };

/** The topic's name of card `card` in the locale's language (null for a card without a topic). */
function topicNameOf(card: string, locale: Locale) {
  return sql`(select ${sql.raw(locale === 'th' ? 'name_th' : 'name_en')} from categories
               where key = ${sql.raw(card)}.category_key)`;
}

/**
 * One statement: takes in the missed questions (see takeInMissedQuestions), counts the cards due
 * today, and picks the card to show now: the open serving if it is recent and still allowed, else
 * the soonest due card that is not locked (see cardLocked). The rest of the statement sees the
 * deck as it was before the intake, so the cards taken in are added to the count and to the
 * candidates (due now, so after any card due before). The due cards, the count and the next due
 * date are index ranges on (user_id, due).
 */
async function lookAtDeck(ctx: ReviewContext, userId: number, now: Date) {
  const resumeAfter = new Date(now.getTime() - SERVING_RESUMES_FOR_MS);
  const [row] = await queryRows<Record<string, unknown> & { due_today: number; next_due: unknown }>(
    ctx.db,
    sql`
      with ${missedQuestionsTakenIn(sql`= ${userId}`, now)},
      taken as (select * from from_quizzes union all select * from from_pop_quizzes),
      chosen as (
        select * from (
          select c.*, c.served_at is not null and c.served_question_id is not null
                      and c.served_at > ${resumeAfter}::timestamptz as resumable
            from review_cards c where c.user_id = ${userId} and c.due <= ${now}::timestamptz
          union all
          select c.*, false from taken c
        ) c
         where not ${cardLocked(now, 'c')}
         order by resumable desc, due, id
         limit 1
      )
      select chosen.*,
             (select count(*) from review_cards
               where user_id = ${userId} and due < ${bangkokDayEnd(now)}::timestamptz)::int
               + (select count(*) from taken)::int as due_today,
             least((select min(due) from review_cards where user_id = ${userId}),
                   (select min(due) from taken)) as next_due
        from (select 1) one left join chosen on true`,
  );
  const found = row!;
  return {
    card: found.id === null || found.id === undefined ? null : cardRowOf(found),
    dueToday: found.due_today,
    nextDueAt: timestampOf(found.next_due),
  };
}

/**
 * Stamps a new serving in one statement: a variant drawn from the card's bank, its options
 * shuffled, the clock started, on the condition that the card is still at the version picked;
 * returns the served card with its question. Null when another tab served it meanwhile (that
 * serving stands, and is what this one resumes) or the question has no options.
 */
async function serve(ctx: ReviewContext, card: CardRow, locale: Locale, now: Date) {
  const [row] = await queryRows<ServedRow>(
    ctx.db,
    sql`
      with draw as (${servingDraw(refOf(card))}),
      served as (
        update review_cards c
           set served_at = ${now}::timestamptz, served_question_id = draw.question_id,
               served_option_ids = draw.option_ids, version = c.version + 1
          from draw
         where c.id = ${card.id} and c.version = ${card.version} and cardinality(draw.option_ids) > 0
        returning c.*
      )
      select served.*, ${topicNameOf('served', locale)} as topic_name, question.*
        from served left join lateral ${servedQuestionOf('served', locale, refOf(card).source)} question on true`,
  );
  return row ?? null;
}

/** The learner's card with its served question, as it is now. */
async function servedCardOf(ctx: ReviewContext, userId: number, cardId: number, locale: Locale) {
  const [row] = await queryRows<ServedRow>(
    ctx.db,
    sql`select c.*, ${topicNameOf('c', locale)} as topic_name, question.*
          from review_cards c left join lateral ${servedQuestionOf('c', locale)} question on true
         where c.id = ${cardId} and c.user_id = ${userId}`,
  );
  return row ?? null;
}

function isResumable(card: CardRow, now: Date): boolean {
  return (
    card.servedAt !== null &&
    card.servedQuestionId !== null &&
    now.getTime() - card.servedAt.getTime() < SERVING_RESUMES_FOR_MS
  );
}

/**
 * Today's next card, one at a time and never with its answer: the server stamps the serving.
 * Two statements: the look at the deck, then the new serving or the resumed one with its question.
 */
export async function nextCard(ctx: ReviewContext, userId: number, locale: Locale): Promise<ReviewNext> {
  const now = ctx.clock.now();
  const deck = await lookAtDeck(ctx, userId, now);
  let served: ServedRow | null = null;
  if (deck.card && isResumable(deck.card, now)) {
    served = await servedCardOf(ctx, userId, deck.card.id, locale);
  } else if (deck.card) {
    served = await serve(ctx, deck.card, locale, now);
    // Not served: another tab served it meanwhile (resumed here), or its question has no options.
    if (!served) {
      const current = await servedCardOf(ctx, userId, deck.card.id, locale);
      served = current && isResumable(cardRowOf(current), now) ? current : null;
    }
  }
  const view = served && cardView(cardRowOf(served), questionOf(served), served.topic_name, now);
  return {
    card: view,
    dueToday: deck.dueToday,
    nextDueAt: view ? null : (deck.nextDueAt?.toISOString() ?? null),
    serverTime: now.toISOString(),
  };
}

function cardView(
  card: CardRow,
  question: ReviewQuestion | null,
  topicName: string | null,
  now: Date,
): ReviewCard | null {
  if (!question || !card.servedAt || !card.servedOptionIds) return null;
  const byId = new Map(question.options.map((o) => [o.id, o]));
  return {
    cardId: card.id,
    version: card.version,
    source: refOf(card).source,
    topic:
      card.categoryKey === null || topicName === null ? null : { key: card.categoryKey, name: topicName },
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
