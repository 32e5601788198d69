import { and, count, eq, getTableColumns, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { bangkokDay, bangkokTime } from '../../lib/bangkok-day.ts';

export type CardRow = typeof reviewCards.$inferSelect;

const cardColumns = Object.entries(getTableColumns(reviewCards));

/**
 * A card from a raw row (`review_cards.*` under its column names), each value read as Drizzle
 * reads it (the drivers hand timestamps over as text or as dates).
 */
export function cardRowOf(raw: Record<string, unknown>): CardRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of cardColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as CardRow;
}

export async function cardOf(db: Db, userId: number, cardId: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row ?? null;
}

/** A timestamp from a raw row, read as Drizzle reads the card's timestamps. */
export function timestampOf(value: unknown): Date | null {
  return value === null || value === undefined
    ? null
    : (reviewCards.due.mapFromDriverValue(value as string) as Date);
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
