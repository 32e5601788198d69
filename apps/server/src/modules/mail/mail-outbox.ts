import type { Locale } from '@app/contracts/locale';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { MailContent } from './mail-templates.ts';

/** Sending a mail is one kind of job on the general jobs table (see mail-worker.ts). */
export const MAIL_JOB = 'mail';

// A type, not an interface, so that it is comparable with the jobs table's JSON payload column.
export type MailPayload = MailContent & {
  /** What the mail is for (`confirm-email`, `reset-pin`...). */
  kind: string;
  to: string;
  locale: Locale;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Set by the handler once the SMTP server accepted the mail, before the job is acknowledged. */
  sentAt?: string;
  messageId?: string;
};

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(
  db: Db,
  now: Date,
  mail: MailContent & { kind: string; to: string; locale: Locale; headers?: Record<string, string> },
): Promise<void> {
  const payload: MailPayload = {
    kind: mail.kind,
    to: mail.to,
    locale: mail.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
  await enqueueJob(db, { now: () => now }, { kind: MAIL_JOB, payload: { ...payload } });
}

export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: string | null;
  failed: boolean;
}

/** The newest queued mails (sent or not), for the development and demo mailbox. */
export async function latestMails(db: Db, limit = 50): Promise<QueuedMail[]> {
  const rows = await db
    .select({ id: jobs.id, payload: jobs.payload, createdAt: jobs.createdAt, failedAt: jobs.failedAt })
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB)))
    .orderBy(desc(jobs.id))
    .limit(limit);
  return rows.map((row) => {
    const mail = row.payload as MailPayload;
    return {
      id: row.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      createdAt: row.createdAt,
      sentAt: mail.sentAt ?? null,
      failed: row.failedAt !== null,
    };
  });
}
