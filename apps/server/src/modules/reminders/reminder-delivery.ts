import { isLocale, type Locale } from '@app/contracts/locale';
import { REMINDER_KINDS, type ReminderKind } from '@app/contracts/reminders';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../db/client.ts';
import { pushSubscriptions, reminderDeliveries, users } from '../../db/schema/index.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import { activeConsents } from '../consent/consent.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { ReminderConfig } from './reminder-config.ts';
import { readReminderPurpose, type ReminderChannel, REMINDER_PURPOSE_PREFIX } from './reminder-consent.ts';
import { type ReminderJobPayload, STILL_DUE } from './reminder-kinds.ts';
import { reminderMail, reminderText } from './reminder-wording.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const REMINDER_PUSH_JOB = 'reminder-push';

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
 * Delivers one reminder. It re-reads everything at its moment: the user's consents in force for
 * the kind (the channels to use, the language), then the kind's own facts (STILL_DUE). Then, in one transaction, it records the
 * delivery (user, kind, Bangkok day: the primary key lets one reminder of a kind a day through,
 * whichever worker or instance gets there first) and queues the mail and the pushes. A job run
 * twice finds the delivery and queues nothing; so does a second reminder of the kind that day.
 */
export function reminderHandler(config: ReminderConfig): JobHandler {
  return async (job, { db, clock }) => {
    const reminder = job.payload as ReminderJobPayload;
    if (!(REMINDER_KINDS as readonly string[]).includes(reminder.kind)) return;
    const [person] = await db
      .select({ email: users.email, verified: users.emailVerifiedAt, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, reminder.userId));
    if (!person || person.blockedAt) return;
    // Sent only by the channels the user consented to for this kind, now (withdrawn since queued: nothing).
    const granted = (await activeConsents(db, reminder.userId, REMINDER_PURPOSE_PREFIX)).filter(
      (row) => readReminderPurpose(row.purpose)?.kind === reminder.kind,
    );
    const consentedBy = (channel: ReminderChannel) =>
      granted.some((row) => readReminderPurpose(row.purpose)?.channel === channel);
    if (granted.length === 0) return;
    const byEmail = consentedBy('email') && person.verified !== null;
    const devices = consentedBy('push')
      ? await db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, reminder.userId))
      : [];
    if (!byEmail && devices.length === 0) return;

    // The language the user agreed in (the newest grant): the reminder's language.
    const locale: Locale = isLocale(granted[0]!.locale) ? granted[0]!.locale : 'en';
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
