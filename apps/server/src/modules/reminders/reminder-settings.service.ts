import type { Locale } from '@app/contracts/locale';
import type {
  PushSubscriptionBody,
  ReminderKind,
  ReminderSettings,
  ReminderSettingsBody,
  UnsubscribeStatus,
} from '@app/contracts/reminders';
import { and, count, eq, ne } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { pushSubscriptions, reminderPreferences, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkPushEndpoint } from './push-endpoint-guard.ts';
import { isP256PublicKey } from './push-keys.ts';
import type { ReminderConfig } from './reminder-config.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export interface RemindersContext {
  db: Db;
  clock: Clock;
  config: ReminderConfig;
}

type PreferenceRow = typeof reminderPreferences.$inferSelect;

function kindsOf(row: PreferenceRow | undefined): ReminderSettings['kinds'] {
  return {
    pop_quiz_open: row?.popQuizOpen ?? false,
    reward_claim_closing: row?.rewardClaimClosing ?? false,
    quiz_waiting: row?.quizWaiting ?? false,
    subscription_ending: row?.subscriptionEnding ?? false,
    reviews_due: row?.reviewsDue ?? false,
  };
}

/** The user's reminder choices; all off for a user who never chose. */
export async function reminderSettings(db: Db, userId: number): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    kinds: kindsOf(row),
    email: row?.byEmail ?? false,
    push: row?.byPush ?? false,
    pushDevices: Number(devices?.n ?? 0),
  };
}

/** Saves the user's choices as a whole (the form sends every switch), and the page's language for the reminders. */
export async function saveReminderSettings(
  ctx: RemindersContext,
  actor: { userId: number; locale: Locale },
  body: ReminderSettingsBody,
): Promise<ReminderSettings> {
  const { userId } = actor;
  const values = {
    popQuizOpen: body.kinds.pop_quiz_open,
    rewardClaimClosing: body.kinds.reward_claim_closing,
    quizWaiting: body.kinds.quiz_waiting,
    subscriptionEnding: body.kinds.subscription_ending,
    reviewsDue: body.kinds.reviews_due,
    byEmail: body.email,
    byPush: body.push,
    locale: actor.locale,
    updatedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
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

const COLUMN: Record<
  ReminderKind,
  'popQuizOpen' | 'rewardClaimClosing' | 'quizWaiting' | 'subscriptionEnding' | 'reviewsDue'
> = {
  pop_quiz_open: 'popQuizOpen',
  reward_claim_closing: 'rewardClaimClosing',
  quiz_waiting: 'quizWaiting',
  subscription_ending: 'subscriptionEnding',
  reviews_due: 'reviewsDue',
};

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

/** Turns the link's kind off for its user. Idempotent: a second press finds it off and says so. */
export async function unsubscribeWithToken(ctx: RemindersContext, token: string): Promise<UnsubscribeStatus> {
  const { userId, kind } = tokenOrRefuse(ctx, token);
  await ctx.db
    .update(reminderPreferences)
    .set({ [COLUMN[kind]]: false, updatedAt: ctx.clock.now() })
    .where(eq(reminderPreferences.userId, userId));
  return { kind, on: false };
}
