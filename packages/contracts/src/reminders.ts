import { z } from './zod.ts';

/** The reminders a user can opt in to, each on or off (all off until the user turns one on). */
export const REMINDER_KINDS = [
  'pop_quiz_open',
  'reward_claim_closing',
  'quiz_waiting',
  'subscription_ending',
  /** Review cards are due today: at most one a day, in the evening (Bangkok). */
  'reviews_due',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDERS_API = {
  settings: '/api/client/reminders',
  pushKey: '/api/client/reminders/push/key',
  pushSubscriptions: '/api/client/reminders/push/subscriptions',
  /** No sign-in: the signed token in the query names the user and the kind (RFC 8058 one-click). */
  unsubscribe: '/api/reminders/unsubscribe',
} as const;

const kindSwitches = z
  .object(
    Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, z.boolean()])) as {
      [K in ReminderKind]: z.ZodBoolean;
    },
  )
  .strict();

export const reminderSettingsSchema = z.object({
  kinds: kindSwitches,
  email: z.boolean(),
  push: z.boolean(),
  /** Browsers of this user subscribed to Web Push. */
  pushDevices: z.number().int(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsBodySchema = z
  .object({ kinds: kindSwitches, email: z.boolean(), push: z.boolean() })
  .strict();
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;

export const pushKeySchema = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url): the browser's applicationServerKey. */
  publicKey: z.string(),
});

/** base64url of exactly `bytes` bytes, no padding. */
const base64urlOf = (bytes: number, code: string) =>
  z
    .string()
    .max(200, code)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, code)
    .refine((value) => {
      const clean = value.replace(/=+$/, '');
      return Math.floor((clean.length * 6) / 8) === bytes;
    }, code);

const pushEndpoint = z.string().trim().min(1, 'PUSH_ENDPOINT_INVALID').max(2048, 'PUSH_ENDPOINT_INVALID');

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      /** The browser's ECDH public key: an uncompressed P-256 point (65 bytes). */
      p256dh: base64urlOf(65, 'PUSH_KEYS_INVALID'),
      /** The shared authentication secret (16 bytes). */
      auth: base64urlOf(16, 'PUSH_KEYS_INVALID'),
    })
    .strict(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpoint });

export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'REMINDER_TOKEN_INVALID').max(300, 'REMINDER_TOKEN_INVALID'),
});

/** What an unsubscribe link is for, and whether that reminder is still on. */
export const unsubscribeStatusSchema = z.object({ kind: z.enum(REMINDER_KINDS), on: z.boolean() });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
