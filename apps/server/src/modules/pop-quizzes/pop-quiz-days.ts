import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popQuizAttempts } from '../../db/schema/index.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';

/** The Bangkok days (`YYYY-MM-DD`) on which the user answered a pop quiz inside the window. */
export async function popQuizAnswerDays(
  db: Db,
  userId: number,
  window: { since: Date; until: Date },
): Promise<Set<string>> {
  const rows = await db
    .select({ answeredAt: popQuizAttempts.answeredAt })
    .from(popQuizAttempts)
    .where(
      and(
        eq(popQuizAttempts.userId, userId),
        isNotNull(popQuizAttempts.answeredAt),
        gte(popQuizAttempts.answeredAt, window.since),
        lte(popQuizAttempts.answeredAt, window.until),
      ),
    );
  return new Set(rows.flatMap((row) => (row.answeredAt ? [bangkokDay(row.answeredAt)] : [])));
}
