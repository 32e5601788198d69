import { z } from './zod.ts';

/**
 * A newcomer's way to earning (see the "How earning works" page): the exchange account linked with
 * KYC, a spending PIN, KUB deposited (a package is paid in KUB), a package that earns points, and a
 * proven wallet for KKUB payouts. The server
 * decides each tick from its own tables; the web only turns a step into a link.
 */
export const EARNING_STEPS = ['exchange', 'pin', 'deposit', 'subscription', 'wallet'] as const;
export type EarningStep = (typeof EARNING_STEPS)[number];

export const earningChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(EARNING_STEPS), done: z.boolean() })),
  /** The first step in detail: linked but below the KYC level is not done yet, and says why. */
  exchangeLinked: z.boolean(),
  kycVerified: z.boolean(),
  doneCount: z.number().int(),
  allDone: z.boolean(),
});
export type EarningChecklist = z.infer<typeof earningChecklistSchema>;

export const EARNING_API = {
  checklist: '/api/client/earning-checklist',
} as const;
