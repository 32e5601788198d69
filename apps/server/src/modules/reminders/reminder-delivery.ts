import { isLocale, type Locale } from '@app/contracts/locale';
import type { ReminderKind } from '@app/contracts/reminders';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../db/client.ts';
import { pushSubscriptions, reminderDeliveries, reminderPreferences, users } from '../../db/schema/index.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { ReminderConfig } from './reminder-config.ts';
import { type ReminderJobPayload, STILL_DUE } from './reminder-kinds.ts';
import { reminderMail, reminderText } from './reminder-wording.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const REMINDER_PUSH_JOB = 'reminder-push';

const KIND_COLUMN = {
  pop_quiz_open: 'popQuizOpen',
  reward_claim_closing: 'rewardClaimClosing',
  quiz_waiting: 'quizWaiting',
  subscription_ending: 'subscriptionEnding',
  reviews_due: 'reviewsDue',
} as const satisfies Record<ReminderKind, keyof typeof reminderPreferences.$inferSelect>;

/** What a `reminder-push` job carries: the subscription and the notification, in the user's language. */
export type ReminderPushPayload = {
  subscriptionId: number;
  title: string;
  body: string;
  url: string;
  tag: string;
  /** After this the push is pointless: its TTL ends here and a late job sends nothing. */
  validUntil: string;
  urgent: boolean;
  sentAt?: string;
};

/** The two links of a reminder mail: the one-click POST target (headers) and the page with the button (body). */
export function unsubscribeLinks(config: ReminderConfig, userId: number, kind: ReminderKind, locale: Locale) {
  const token = encodeURIComponent(unsubscribeToken(config.unsubscribeKey, userId, kind));
  return {
    oneClick: `${config.publicUrl}/api/reminders/unsubscribe?token=${token}`,
    page: `${config.publicUrl}/${locale}/reminders/unsubscribe?token=${token}`,
  };
}

/**
 * Delivers one reminder. It re-reads everything at its moment: the user's choice (still on, a
 * channel to use), then the kind's own facts (STILL_DUE). Then, in one transaction, it records the
 * delivery (user, kind, Bangkok day: the primary key lets one reminder of a kind a day through,
 * whichever worker or instance gets there first) and queues the mail and the pushes. A job run
 * twice finds the delivery and queues nothing; so does a second reminder of the kind that day.
 */
export function reminderHandler(config: ReminderConfig): JobHandler {
  return async (job, { db, clock }) => {
    const reminder = job.payload as ReminderJobPayload;
    const column = KIND_COLUMN[reminder.kind];
    if (!column) return;
    const [person] = await db
      .select({
        email: users.email,
        verified: users.emailVerifiedAt,
        locale: reminderPreferences.locale,
        blockedAt: users.blockedAt,
        on: reminderPreferences[column],
        byEmail: reminderPreferences.byEmail,
        byPush: reminderPreferences.byPush,
      })
      .from(reminderPreferences)
      .innerJoin(users, eq(users.id, reminderPreferences.userId))
      .where(eq(reminderPreferences.userId, reminder.userId));
    if (!person?.on || person.blockedAt) return;
    const byEmail = person.byEmail && person.verified !== null;
    const devices = person.byPush
      ? await db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, reminder.userId))
      : [];
    if (!byEmail && devices.length === 0) return;

    const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
    const due = await STILL_DUE[reminder.kind](db, clock, reminder, locale);
    if (!due) return;

    const now = clock.now();
    const day = bangkokDay(now);
    const url = `${config.publicUrl}/${locale}${due.path}`;
    await inTransaction(db, async (tx) => {
      const [delivered] = await tx
        .insert(reminderDeliveries)
        .values({
          userId: reminder.userId,
          kind: reminder.kind,
          day,
          subject: reminder.subject,
          deliveredAt: now,
        })
        .onConflictDoNothing()
        .returning({ userId: reminderDeliveries.userId });
      if (!delivered) return;
      if (byEmail) {
        const links = unsubscribeLinks(config, reminder.userId, reminder.kind, locale);
        await enqueueMail(tx, now, {
          kind: `reminder-${reminder.kind}`,
          to: person.email,
          locale,
          ...reminderMail(reminder.kind, locale, due.facts, {
            action: url,
            unsubscribe: links.page,
            settings: `${config.publicUrl}/${locale}/profile#reminders`,
          }),
          headers: {
            'List-Unsubscribe': `<${links.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
      const text = reminderText(reminder.kind, locale, due.facts);
      for (const device of devices) {
        const push: ReminderPushPayload = {
          subscriptionId: device.id,
          title: text.title,
          body: text.body,
          url,
          tag: `reminder-${reminder.kind}`,
          validUntil: due.validUntil.toISOString(),
          urgent: reminder.kind === 'reward_claim_closing',
        };
        await enqueueJob(tx, clock, {
          kind: REMINDER_PUSH_JOB,
          payload: { ...push },
          dedupeKey: `${REMINDER_PUSH_JOB}:${reminder.userId}:${reminder.kind}:${day}:${device.id}`,
          maxAttempts: 5,
        });
      }
    });
  };
}
