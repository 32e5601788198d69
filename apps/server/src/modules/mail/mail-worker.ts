import { and, asc, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

const BATCH = 10;
const MAX_ATTEMPTS = 10;
/** A claimed mail is retried after this if its sender died before recording the outcome. */
const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 2000;

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Sends what the outbox holds. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so
 * several app instances can run workers side by side and a crash only delays a mail.
 */
export class MailWorker {
  private readonly transport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  /** Sends every mail that is due now; resolves with how many went out. */
  async drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainAll(): Promise<number> {
    let sent = 0;
    do {
      this.again = false;
      let batch: { claimed: number; sent: number };
      do {
        batch = await this.drainBatch();
        sent += batch.sent;
      } while (batch.claimed === BATCH);
    } while (this.again);
    return sent;
  }

  private async drainBatch(): Promise<{ claimed: number; sent: number }> {
    const { db, clock, log } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    let sent = 0;
    // RETURNING has no order; mails go out in the order they were queued.
    claimed.sort((a, b) => a.id - b.id);
    for (const mail of claimed) {
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: clock.now(), lastError: null })
          .where(inArray(mailOutbox.id, [mail.id]));
        sent += 1;
      } catch (error) {
        const backoff = Math.min(60 * 60 * 1000, 30_000 * 2 ** (mail.attempts - 1));
        log.warn({ err: error, mailId: mail.id }, 'mail not sent; will retry');
        await db
          .update(mailOutbox)
          .set({
            lastError: String(error).slice(0, 500),
            nextAttemptAt: new Date(clock.now().getTime() + backoff),
          })
          .where(inArray(mailOutbox.id, [mail.id]));
      }
    }
    return { claimed: claimed.length, sent };
  }

  /** Asks for a drain soon, after the transaction that queued a mail has committed. */
  kick(): void {
    if (!this.timer) return;
    setImmediate(
      () => void this.drain().catch((error) => this.options.log.error({ err: error }, 'mail drain failed')),
    );
  }

  start(pollMs = POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kickNow(), pollMs);
    this.timer.unref();
    this.kickNow();
  }

  private kickNow() {
    void this.drain().catch((error) => this.options.log.error({ err: error }, 'mail drain failed'));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }
}
