import type { Locale } from '@app/contracts/locale';
import { and, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema/index.ts';

/**
 * What a person agrees to: the purpose (`reminder:pop_quiz_open:email`), the channel it reaches
 * them by, and the exact text they were shown in their language, with its version.
 */
export interface ConsentGrant {
  purpose: string;
  /** `email`, `push`; null for a purpose that is not about a channel. */
  channel: string | null;
  wording: string;
  wordingVersion: string;
  locale: Locale;
}

/** How a consent was withdrawn: the settings form, a mail's one-click link, or the account's closure. */
export type WithdrawnVia = 'settings' | 'unsubscribe-link' | 'closure';

export type ConsentRow = typeof consents.$inferSelect;

/**
 * Records a grant, unless the same purpose is already granted and not withdrawn: the first grant
 * (its time and wording) stays the record until it is withdrawn. The partial unique index on
 * (user, purpose) while not withdrawn makes two parallel grants leave one row.
 */
export async function grantConsent(db: Db, userId: number, grant: ConsentGrant, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(consents)
    .values({ userId, ...grant, grantedAt: at })
    .onConflictDoNothing()
    .returning({ id: consents.id });
  return inserted.length > 0;
}

/** Ends the user's active grants of these purposes (none active: nothing happens). Answers how many ended. */
export async function withdrawConsents(
  db: Db,
  userId: number,
  purposes: readonly string[],
  via: WithdrawnVia,
  at: Date,
): Promise<number> {
  if (purposes.length === 0) return 0;
  const ended = await db
    .update(consents)
    .set({ withdrawnAt: at, withdrawnVia: via })
    .where(
      and(
        eq(consents.userId, userId),
        inArray(consents.purpose, [...purposes]),
        isNull(consents.withdrawnAt),
      ),
    )
    .returning({ id: consents.id });
  return ended.length;
}

/** The user's grants in force whose purpose starts with `prefix`, newest first. */
export async function activeConsents(db: Db, userId: number, prefix: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        like(consents.purpose, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
        isNull(consents.withdrawnAt),
      ),
    )
    .orderBy(desc(consents.grantedAt), desc(consents.id));
}

/**
 * The users with a grant in force for any of `purposes`, as a subquery aliased `alias` with one
 * column, `user_id`: what a scan joins to find whom it may write to.
 */
export function consentingUsers(purposes: readonly string[], alias: string): SQL {
  const list = sql.join(
    purposes.map((purpose) => sql`${purpose}`),
    sql`, `,
  );
  return sql`(select distinct user_id from consents where purpose in (${list}) and withdrawn_at is null) ${sql.identifier(alias)}`;
}
