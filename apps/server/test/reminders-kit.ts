import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  jobs,
  popQuizAttempts,
  popQuizQuestions,
  popQuizzes,
  quizAttempts,
  quizzes,
} from '../src/db/schema/index.ts';
import type { ManualClock } from '../src/lib/clock.ts';
import { JobWorker } from '../src/modules/jobs/job-worker.ts';
import { MAIL_JOB } from '../src/modules/mail/mail-outbox.ts';
import { mailSender } from '../src/modules/mail/mail-worker.ts';
import { materialiseDay } from '../src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { reminderConfig } from '../src/modules/reminders/reminder-config.ts';
import { REMINDER_PUSH_JOB, reminderHandler } from '../src/modules/reminders/reminder-delivery.ts';
import { reminderPushHandler } from '../src/modules/reminders/reminder-push.ts';
import {
  REMINDER_JOB,
  REMINDER_SCAN_JOB,
  reminderScanHandler,
} from '../src/modules/reminders/reminder-scan.ts';
import { webPushSender } from '../src/modules/reminders/web-push-sender.ts';
import { PUSH_SERVICE_CERT } from './fixtures/push-service-tls.ts';
import { SITE } from './profile-kit.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {} } as never;

/** The settings the test app is built with, beyond the profile kit's. */
export const REMINDER_TEST_CONFIG = { PUSH_ALLOW_PRIVATE_HOSTS: true } as never as Record<string, string>;

/**
 * One app instance's job worker for reminders, as the app wires it, but mailing the test's SMTP
 * listener and trusting the local push service's certificate.
 */
export function reminderWorker(db: Db, clock: ManualClock, smtpUrl: string) {
  const settings = reminderConfig({ PUBLIC_URL: SITE, NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_HOSTS: true });
  const worker = new JobWorker({ db, clock, log: silent });
  const mail = mailSender({ smtpUrl, from: 'KUB Academy <no-reply@academy.example>' });
  const push = webPushSender({ vapid: settings.vapid, allowPrivateHosts: true, ca: PUSH_SERVICE_CERT });
  worker.handle(MAIL_JOB, mail.handler);
  worker.handle(REMINDER_SCAN_JOB, reminderScanHandler);
  worker.handle(REMINDER_JOB, reminderHandler(settings));
  worker.handle(REMINDER_PUSH_JOB, reminderPushHandler(push));
  return {
    /** Runs every job due now, and those they queue, until nothing is left. */
    async drain(): Promise<void> {
      for (let round = 0; round < 10; round += 1) {
        if ((await worker.drain()) === 0) return;
      }
    },
    async stop() {
      await worker.stop();
      mail.close();
      push.close();
    },
  };
}

/** A pending (won, unclaimed) pop quiz reward whose claim window closes at `closesAt`. */
export async function pendingReward(
  db: Db,
  clock: ManualClock,
  userId: number,
  slot: number,
  closesAt: Date,
) {
  const day = '2026-11-22';
  await materialiseDay(db, clock, day);
  const [quiz] = await db
    .select({ id: popQuizzes.id, questionId: popQuizQuestions.id })
    .from(popQuizzes)
    .innerJoin(popQuizQuestions, eq(popQuizQuestions.concept, popQuizzes.concept))
    .where(and(eq(popQuizzes.day, day), eq(popQuizzes.slot, slot)))
    .limit(1);
  const now = clock.now();
  const [attempt] = await db
    .insert(popQuizAttempts)
    .values({
      popQuizId: quiz!.id,
      questionId: quiz!.questionId,
      userId,
      status: 'pending',
      optionOrder: [],
      selectedAnswers: [],
      correct: true,
      startedAt: now,
      deadlineAt: now,
      answeredAt: now,
      claimExpiresAt: closesAt,
    })
    .returning({ id: popQuizAttempts.id });
  return attempt!.id;
}

/** A main quiz attempt the user saved (left in the middle) at `savedAt`, of the `nth` seeded quiz. */
export async function savedAttempt(db: Db, userId: number, savedAt: Date, nth = 0) {
  const [quiz] = await db.select().from(quizzes).orderBy(quizzes.id).limit(1).offset(nth);
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      quizId: quiz!.id,
      userId,
      seed: 'reminder-test',
      status: 'saved',
      startedAt: savedAt,
      savedAt,
      questionCount: 0,
      questionIds: [],
      updatedAt: savedAt,
    })
    .returning({ id: quizAttempts.id });
  return { id: attempt!.id, slug: quiz!.slug };
}

/** The reminder jobs queued for a user. */
export async function reminderJobsOf(db: Db, userId: number) {
  const rows = await db.select().from(jobs).where(eq(jobs.kind, REMINDER_JOB));
  return rows.filter((row) => row.payload.userId === userId);
}
