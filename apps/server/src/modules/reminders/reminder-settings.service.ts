import type { Locale } from '@app/contracts/locale';
import {
  type PushSubscriptionBody,
  REMINDER_KINDS,
  type ReminderSettings,
  type ReminderSettingsBody,
  type UnsubscribeStatus,
} from '@app/contracts/reminders';
import { and, count, eq, ne } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { activeConsents, grantConsent, withdrawConsents } from '../consent/consent.service.ts';
import { checkPushEndpoint } from './push-endpoint-guard.ts';
import { isP256PublicKey } from './push-keys.ts';
import type { ReminderConfig } from './reminder-config.ts';
import {
  kindPurposes,
  readReminderPurpose,
  REMINDER_CHANNELS,
  REMINDER_PURPOSE_PREFIX,
  reminderConsent,
  reminderPurpose,
} from './reminder-consent.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export interface RemindersContext {
  db: Db;
  clock: Clock;
  config: ReminderConfig;
}

/** The user's reminder choices, read from their consents in force; all off for a user who never chose. */
export async function reminderSettings(db: Db, userId: number): Promise<ReminderSettings> {
  const granted = (await activeConsents(db, userId, REMINDER_PURPOSE_PREFIX))
    .map((row) => readReminderPurpose(row.purpose))
    .filter((named) => named !== null);
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    kinds: Object.fromEntries(
      REMINDER_KINDS.map((kind) => [kind, granted.some((named) => named.kind === kind)]),
    ) as ReminderSettings['kinds'],
    email: granted.some((named) => named.channel === 'email'),
    push: granted.some((named) => named.channel === 'push'),
    pushDevices: Number(devices?.n ?? 0),
  };
}

/**
 * Saves the user's choices as a whole (the form sends every switch): each kind turned on by each
 * channel turned on is a consent, recorded with the words of the page in its language and the
 * time; each one no longer chosen is withdrawn. A kind with no channel, or a channel with no
 * kind, reaches nobody and is no consent.
 */
export async function saveReminderSettings(
  ctx: RemindersContext,
  actor: { userId: number; locale: Locale },
  body: ReminderSettingsBody,
): Promise<ReminderSettings> {
  const { userId } = actor;
  const now = ctx.clock.now();
  const chosen = { email: body.email, push: body.push };
  await inTransaction(ctx.db, async (tx) => {
    // Two saves of one user take turns, so the later one's choices are what stays.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const ended: string[] = [];
    for (const kind of REMINDER_KINDS) {
      for (const channel of REMINDER_CHANNELS) {
        if (body.kinds[kind] && chosen[channel]) {
          await grantConsent(tx, userId, reminderConsent(kind, channel, actor.locale), now);
        } else ended.push(reminderPurpose(kind, channel));
      }
    }
    await withdrawConsents(tx, userId, ended, 'settings', now);
  });
  return reminderSettings(ctx.db, userId);
}

/** Browsers one account can get pushes on: enough for every device a person has, not for a flood. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Keeps a browser's push subscription for the user. The endpoint must pass the SSRF guard and the
 * key be a P-256 point; an endpoint another account subscribed before (same browser, other
 * sign-in) moves to this user. The user's row is locked while the browsers are counted, so
 * parallel subscriptions cannot pass MAX_PUSH_DEVICES together.
 */
export async function subscribePush(
  ctx: RemindersContext,
  userId: number,
  body: PushSubscriptionBody,
): Promise<ReminderSettings> {
  const endpoint = checkPushEndpoint(body.endpoint, ctx.config.allowPrivatePushHosts).href;
  const keys = { p256dh: body.keys.p256dh.replace(/=+$/, ''), auth: body.keys.auth.replace(/=+$/, '') };
  if (!isP256PublicKey(keys.p256dh)) throw new AppError('PUSH_KEYS_INVALID');
  await inTransaction(ctx.db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
    if (Number(others?.n ?? 0) >= MAX_PUSH_DEVICES) throw new AppError('PUSH_DEVICE_LIMIT');
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, ...keys, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, ...keys, createdAt: ctx.clock.now() },
      });
  });
  return reminderSettings(ctx.db, userId);
}

/** Forgets one of the user's browsers; unknown endpoints are fine (already gone). */
export async function unsubscribePush(
  ctx: RemindersContext,
  userId: number,
  endpoint: string,
): Promise<ReminderSettings> {
  let href = endpoint;
  try {
    href = new URL(endpoint).href;
  } catch {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, href)));
  return reminderSettings(ctx.db, userId);
}

function tokenOrRefuse(ctx: RemindersContext, token: string) {
  const named = readUnsubscribeToken(
    [ctx.config.unsubscribeKey, ...ctx.config.previousUnsubscribeKeys],
    token,
  );
  if (!named) throw new AppError('REMINDER_TOKEN_INVALID');
  return named;
}

/** What an unsubscribe link would turn off, and whether it is on now; changes nothing. */
export async function unsubscribeStatus(ctx: RemindersContext, token: string): Promise<UnsubscribeStatus> {
  const { userId, kind } = tokenOrRefuse(ctx, token);
  const settings = await reminderSettings(ctx.db, userId);
  return { kind, on: settings.kinds[kind] };
}

/**
 * Withdraws the consents to the link's kind (every channel) for its user, with the time and the
 * link as the way. Idempotent: a second press finds nothing in force and says it is off.
 */
export async function unsubscribeWithToken(ctx: RemindersContext, token: string): Promise<UnsubscribeStatus> {
  const { userId, kind } = tokenOrRefuse(ctx, token);
  await withdrawConsents(ctx.db, userId, kindPurposes(kind), 'unsubscribe-link', ctx.clock.now());
  return { kind, on: false };
}
