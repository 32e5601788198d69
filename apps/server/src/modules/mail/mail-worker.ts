import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { jobs } from '../../db/schema/index.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import type { MailPayload } from './mail-outbox.ts';

export interface MailSender {
  /** The handler of `mail` jobs: sends one queued mail over SMTP. */
  handler: JobHandler;
  close(): void;
}

function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'kub-academy.local';
}

/**
 * Sends `mail` jobs over SMTP. A job may run twice (the worker died after sending but before the
 * job was acknowledged), so the handler records in the job's own row that the mail went out, right
 * after the SMTP server accepted it and before the job is marked done; a second run finds that
 * mark and sends nothing. The Message-ID is fixed by the job id, so even the one window left (a
 * crash between the SMTP answer and that write) gives the receiving side a duplicate it can
 * recognise.
 */
export function mailSender(options: { smtpUrl: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const domain = domainOf(options.from);
  const handler: JobHandler = async (job, { db, clock }) => {
    const mail = job.payload as MailPayload;
    if (mail.sentAt) return;
    const messageId = `<mail-${job.id}@${domain}>`;
    await transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    const sent = JSON.stringify({ sentAt: clock.now().toISOString(), messageId });
    await db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} || ${sent}::jsonb` })
      .where(eq(jobs.id, job.id));
  };
  return { handler, close: () => transport.close() };
}
