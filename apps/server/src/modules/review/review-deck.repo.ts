import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { bangkokDay, bangkokTime } from '../../lib/bangkok-day.ts';

export type CardRow = typeof reviewCards.$inferSelect;

export async function cardOf(db: Db, userId: number, cardId: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row ?? null;
}

/** 00:00 in Bangkok `days` days after today's: "due today" is due before the end of today. */
export function bangkokDayEnd(now: Date, daysAfterToday = 0): Date {
  return bangkokTime(bangkokDay(now), 24 * (daysAfterToday + 1));
}

/** Cards due before `before`: an index range on (user_id, due). */
export async function countDue(db: Db, userId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, before)));
  return row?.n ?? 0;
}

export async function nextDueAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ due: sql<Date>`min(${reviewCards.due})`.mapWith(reviewCards.due) })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return row?.due ?? null;
}
