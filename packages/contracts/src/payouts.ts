import { idParamsSchema } from './ids.ts';
import { ACTIVITY_STATUSES } from './money.ts';
import { z } from './zod.ts';

/**
 * Payouts: KKUB sent on chain from the site's hot wallet to a user's proven wallet. Amounts are
 * KKUB as decimal strings (8 decimals, like KUB, which KKUB wraps 1:1).
 */

export const PAYOUT_STATUSES = ['QUEUED', 'SIGNED', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutViewSchema = z.object({
  id: z.number().int(),
  /** KKUB sent, as a decimal string. */
  amount: z.string(),
  /** As the activity history says it (spec §3): PENDING until confirmed, COMPLETED or FAILED. */
  status: z.enum(ACTIVITY_STATUSES),
  toAddress: z.string(),
  /** The transaction that was mined, else the latest one sent (null until signed). */
  txHash: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

export const clientPayoutsSchema = z.object({
  /** False while no chain is configured: redeemed KKUB stays a site balance until payouts are on. */
  enabled: z.boolean(),
  data: z.array(payoutViewSchema),
});
export type ClientPayouts = z.infer<typeof clientPayoutsSchema>;

export const adminPayoutSchema = payoutViewSchema.extend({
  stage: z.enum(PAYOUT_STATUSES),
  userId: z.number().int(),
  email: z.string(),
  nonce: z.string().nullable(),
  /** Why it waits or why it failed. */
  note: z.string().nullable(),
  /** Every transaction signed for it (the first and each fee bump), oldest first. */
  hashes: z.array(z.string()),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const reconciliationMismatchSchema = z.object({
  kind: z.enum(['missing-on-chain', 'unknown-on-chain', 'amount-differs', 'recipient-differs']),
  payoutId: z.number().int().nullable(),
  txHash: z.string().nullable(),
  detail: z.string(),
});
export const reconciliationSchema = z.object({
  at: z.string(),
  fromBlock: z.string(),
  toBlock: z.string(),
  payoutsChecked: z.number().int(),
  transfersOnChain: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const adminPayoutQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminPayoutQueueSchema = z.object({
  enabled: z.boolean(),
  paused: z.boolean(),
  hotWallet: z.string().nullable(),
  /** Set while the hot wallet is too low to pay (token or gas): payouts wait. */
  lowFunds: z.object({ since: z.string(), reason: z.string() }).nullable(),
  reconciliation: reconciliationSchema.nullable(),
  counts: z.record(z.string(), z.number().int()),
  data: z.array(adminPayoutSchema),
});
export type AdminPayoutQueue = z.infer<typeof adminPayoutQueueSchema>;

export const adminPayoutPauseBodySchema = z.object({
  paused: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});

export const adminPayoutCancelBodySchema = z.object({
  reason: z
    .string({ error: 'ADJUSTMENT_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'ADJUSTMENT_REASON_REQUIRED', abort: true })
    .max(500),
});

/** A payout's id in a path: the same int4 bounds and ID_INVALID answer as every other id. */
export const adminPayoutIdParamsSchema = idParamsSchema;

export const PAYOUTS_API = {
  mine: '/api/client/payouts',
  adminQueue: '/api/admin/payouts',
  adminPause: '/api/admin/payouts/pause',
  adminRetry: '/api/admin/payouts/:id/retry',
  adminCancel: '/api/admin/payouts/:id/cancel',
  adminReconcile: '/api/admin/payouts/reconcile',
} as const;
