import { PIN_LENGTH } from './constants.ts';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, CURRENCIES, KUB_DECIMALS } from './money.ts';
import { z } from './zod.ts';

/**
 * The money paths of the economy: the spending PIN, deposits from the exchange, admin
 * adjustments, converting points to KKUB, and the dashboard. Messages are error codes; the API
 * and the forms turn them into the catalogue's sentence in the user's language.
 */

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/**
 * A PIN anyone would guess first: one digit repeated (000000) or a run up or down (123456,
 * 987654). Refused when a PIN is chosen; a PIN set before this rule still works.
 */
export function isTooSimplePin(pin: string): boolean {
  if (!PIN_PATTERN.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A PIN as typed to confirm spending: required and 6 digits. */
export const pinField = z
  .string({ error: 'PIN_REQUIRED' })
  .min(1, { error: 'PIN_REQUIRED', abort: true })
  .regex(PIN_PATTERN, { error: 'PIN_FORMAT_INVALID', abort: true });

/** A PIN being chosen: also not one of the PINs a thief tries first. */
export const newPinField = pinField.refine((pin) => !isTooSimplePin(pin), { error: 'PIN_TOO_SIMPLE' });

const pinConfirmField = z
  .string({ error: 'PIN_CONFIRM_REQUIRED' })
  .min(1, { error: 'PIN_CONFIRM_REQUIRED', abort: true });

/** Compares the two PINs only once both were typed, so an empty confirm says so first. */
function confirmMatches(key: string) {
  return {
    path: ['confirm'],
    error: 'PIN_CONFIRM_MISMATCH',
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[key] === 'string' && typeof value?.confirm === 'string';
    },
  };
}

export const setPinBodySchema = z
  .object({ pin: newPinField, confirm: pinConfirmField })
  .refine((body) => body.pin === body.confirm, confirmMatches('pin'));
export type SetPinBody = z.infer<typeof setPinBodySchema>;

export const changePinBodySchema = z
  .object({ currentPin: pinField, newPin: newPinField, confirm: pinConfirmField })
  .refine((body) => body.newPin === body.confirm, confirmMatches('newPin'))
  .refine((body) => body.newPin !== body.currentPin, {
    path: ['newPin'],
    error: 'PIN_SAME_AS_OLD',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.newPin === 'string' && typeof value?.currentPin === 'string';
    },
  });
export type ChangePinBody = z.infer<typeof changePinBodySchema>;

const pinTokenField = z.string().min(16).max(200);

export const resetPinBodySchema = z
  .object({ token: pinTokenField, pin: newPinField, confirm: pinConfirmField })
  .refine((body) => body.pin === body.confirm, confirmMatches('pin'));
export type ResetPinBody = z.infer<typeof resetPinBodySchema>;

export const pinStatusSchema = z.object({
  hasPin: z.boolean(),
  /** While wrong PINs have locked spending: when it opens again (ISO time), else null. */
  lockedUntil: z.string().nullable(),
});
export type PinStatus = z.infer<typeof pinStatusSchema>;

export const pinResetRequestResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

export const PIN_API = {
  status: '/api/client/pin',
  resetRequest: '/api/client/pin/reset-request',
  reset: '/api/client/pin/reset',
} as const;

// Amounts on the wire are decimal strings: KUB has 8 decimals and never passes through a float.

const kubAmountPattern = new RegExp(`^\\d{1,12}(\\.\\d{1,${KUB_DECIMALS}})?$`);

// Deposits from the exchange

/** A deposit is announced (pending) and then final (credited); it never goes back. */
export const DEPOSIT_STATUSES = ['pending', 'credited'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A deposit notification, signed by the exchange. The account is named by the exchange subject,
 * the platform's user id and/or the user's verified e-mail; all of those given name one user.
 */
export const depositNotificationSchema = z
  .object({
    eventId: z.string().trim().min(1).max(200),
    currency: z.literal('KUB').default('KUB'),
    amount: z.string().regex(kubAmountPattern, { error: 'DEPOSIT_AMOUNT_INVALID' }),
    exchangeSubject: z.string().trim().min(1).max(200).optional(),
    userId: z.number().int().min(1).max(2_147_483_647).optional(),
    email: z.string().trim().min(3).max(254).optional(),
    occurredAt: z.string().max(64).optional(),
    /**
     * `pending`: the exchange announces a deposit that is not final yet (no balance changes);
     * `credited` (the default): final, the KUB is credited once per event id.
     */
    status: z.enum(DEPOSIT_STATUSES).default('credited'),
  })
  .refine((body) => body.exchangeSubject ?? body.userId ?? body.email, {
    path: ['exchangeSubject'],
    error: 'DEPOSIT_ACCOUNT_REQUIRED',
  });
export type DepositNotification = z.input<typeof depositNotificationSchema>;

export const depositResultSchema = z.object({
  eventId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  userId: z.number().int(),
  amount: z.string(),
  /** The ledger transfer that credited it; null while pending. */
  transferId: z.number().int().nullable(),
});
export type DepositResult = z.infer<typeof depositResultSchema>;

export const depositListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DepositListQuery = z.infer<typeof depositListQuerySchema>;

/** One of the user's deposits as the exchange reported it. */
export const depositSchema = z.object({
  /** The exchange's reference of the deposit (its event id). */
  reference: z.string(),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** When the exchange first reported it (ISO time). */
  receivedAt: z.string(),
  /** When the KUB was credited (ISO time), else null. */
  creditedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositPageSchema = z.object({
  data: z.array(depositSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** The exchange account deposits are credited from, as linked in the profile; null if none. */
  exchangeAccount: z.object({ subject: z.string(), email: z.string() }).nullable(),
});
export type DepositPage = z.infer<typeof depositPageSchema>;

/** Headers of a deposit notification: seconds since 1970, and `sha256=<hex HMAC of "timestamp.body">`. */
export const DEPOSIT_HEADERS = {
  timestamp: 'x-deposit-timestamp',
  signature: 'x-deposit-signature',
} as const;
export const DEPOSIT_WEBHOOK_PATH = '/api/webhooks/exchange/deposits';
/** Demo mode only: the demo exchange's "Send KUB to KUB Academy" page (plain HTML, same server). */
export const DEMO_EXCHANGE_WALLET_PATH = '/demo/exchange-wallet';
/** How far a notification's timestamp may be from the server's clock. */
export const DEPOSIT_WINDOW_SECONDS = 300;

// Admin adjustments

export const ledgerAdjustmentBodySchema = z
  .object({
    userId: z.number().int().min(1).max(2_147_483_647),
    currency: z.enum(CURRENCIES),
    /** Signed: positive credits the user, negative debits. Points are whole; KUB has 8 decimals. */
    amount: z
      .string()
      .trim()
      .regex(/^-?\d{1,12}(\.\d{1,8})?$/, { error: 'ADJUSTMENT_AMOUNT_INVALID' }),
    reason: z
      .string({ error: 'ADJUSTMENT_REASON_REQUIRED' })
      .trim()
      .min(1, { error: 'ADJUSTMENT_REASON_REQUIRED', abort: true })
      .max(500),
  })
  .refine((body) => body.currency === 'KUB' || !body.amount.includes('.'), {
    path: ['amount'],
    error: 'ADJUSTMENT_AMOUNT_INVALID',
  });
export type LedgerAdjustmentBody = z.infer<typeof ledgerAdjustmentBodySchema>;

export const ledgerAdjustmentResultSchema = z.object({
  transferId: z.number().int(),
  userId: z.number().int(),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
});

// Redeem Token: points to KKUB

export const redeemTokenBodySchema = z.object({
  points: z
    .number({ error: 'REDEEM_TOKEN_POINTS_INVALID' })
    .int({ error: 'REDEEM_TOKEN_POINTS_INVALID' })
    .min(1, { error: 'REDEEM_TOKEN_POINTS_INVALID' })
    .max(1_000_000_000, { error: 'REDEEM_TOKEN_POINTS_INVALID' }),
  pin: pinField,
});
export type RedeemTokenBody = z.infer<typeof redeemTokenBodySchema>;

export const redeemTokenResultSchema = z.object({
  points: z.number().int(),
  /** KKUB received, as a decimal string. */
  kkub: z.string(),
  pointBalance: z.number().int(),
  kubBalance: z.string(),
  replayed: z.boolean(),
  /** With payouts on: the payout that sends the KKUB to the proven wallet; null while they are off. */
  payout: z.object({ id: z.number().int() }).nullable(),
});
export type RedeemTokenResult = z.infer<typeof redeemTokenResultSchema>;

// Sending kept KKUB: what Redeem Token left on the site while payouts were off

export const sendKkubBodySchema = z.object({
  /** KKUB as a decimal string (8 decimals at most). */
  amount: z.string().trim().regex(kubAmountPattern, { error: 'PAYOUT_SEND_AMOUNT_INVALID' }),
  pin: pinField,
});
export type SendKkubBody = z.infer<typeof sendKkubBodySchema>;

export const keptKkubSchema = z.object({
  /** KKUB kept on the site that can be sent to the proven wallet, as a decimal string. */
  kept: z.string(),
  /** False while no chain is configured: nothing can be sent yet. */
  payoutsOn: z.boolean(),
});
export type KeptKkub = z.infer<typeof keptKkubSchema>;

export const sendKkubResultSchema = z.object({
  /** The payout that sends it; its line on the dashboard follows it to the chain. */
  payout: z.object({ id: z.number().int() }),
  kkub: z.string(),
  kubBalance: z.string(),
  kept: z.string(),
  replayed: z.boolean(),
});
export type SendKkubResult = z.infer<typeof sendKkubResultSchema>;

// Dashboard and activity history

export const dashboardSchema = z.object({
  package: z
    .object({
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      pricePaid: z.string(),
      quotaTotal: z.number().int(),
      quotaUsed: z.number().int(),
      quotaRemaining: z.number().int(),
      hintsPerMonth: z.number().int(),
      hintsRemaining: z.number().int(),
      nftMemberCard: z.boolean(),
    })
    .nullable(),
  points: z.number().int(),
  kubBalance: z.string(),
  totals: z.object({
    pointsEarned: z.number().int(),
    pointsSpent: z.number().int(),
    kubIn: z.string(),
    kubOut: z.string(),
  }),
  hasPin: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(ACTIVITY_TYPES).optional(),
  status: z.enum(ACTIVITY_STATUSES).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  unit: z.string(),
  /** Signed, as a decimal string in the unit (KUB with up to 8 decimals). */
  amount: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = z.object({
  data: z.array(activitySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const WALLET_API = {
  redeemToken: '/api/client/redeem-token',
  keptKkub: '/api/client/kept-kkub',
  sendKkub: '/api/client/kept-kkub/send',
  dashboard: '/api/client/dashboard',
  activities: '/api/client/activities',
  deposits: '/api/client/deposits',
  adjustments: '/api/admin/ledger-adjustments',
} as const;

/** The last run of the ledger reconciliation (stored balances = entries, transfers balanced, totals 0). */
export const ledgerReconciliationSchema = z.object({
  ranAt: z.string(),
  /** What is wrong, one line each; empty when the ledger is sound. */
  problems: z.array(z.string()),
  accounts: z.number().int(),
  transfers: z.number().int(),
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliationSchema>;

export const LEDGER_API = {
  /** GET the last run (null before the first), POST to run it now. */
  reconciliation: '/api/admin/ledger/reconciliation',
} as const;
