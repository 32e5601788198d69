import type { Locale } from '@app/contracts/locale';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailContent } from './mail-templates.ts';

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(
  db: Db,
  now: Date,
  mail: MailContent & { kind: string; to: string; locale: Locale },
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    locale: mail.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: now,
    nextAttemptAt: now,
  });
}

export function latestMails(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
