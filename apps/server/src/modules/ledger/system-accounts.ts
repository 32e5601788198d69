import type { Currency } from '@app/contracts/money';

/**
 * The platform's own accounts. Sources (where value enters the system) may go below zero: their
 * negative balance is exactly what was issued. Everything else, user accounts and reward pools
 * included, has a floor of zero enforced by a CHECK and by the conditional update that spends.
 */
const SYSTEM_ACCOUNTS = {
  /** KUB that arrived from the exchange (deposit notifications). */
  DEPOSITS: { allowNegative: true },
  /** Admin credits and debits, each with a reason. */
  ADJUSTMENTS: { allowNegative: true },
  /** Points the platform issues, to fund reward pools and coupons. */
  ISSUANCE: { allowNegative: true },
  /** Points converted to KKUB leave here; the KUB they become comes from here. */
  CONVERSION: { allowNegative: true },
  /** What users paid for packages. */
  REVENUE: { allowNegative: false },
  /** Points spent on rewards. */
  REDEMPTIONS: { allowNegative: false },
  /** Points held for a redemption until it is fulfilled or cancelled. */
  HOLDS: { allowNegative: false },
  /** KKUB (in KUB units) held for a payout on chain until it is confirmed or released. */
  PAYOUTS_HELD: { allowNegative: false },
  /** KKUB that left the hot wallet on chain (confirmed payouts). */
  PAYOUTS_SENT: { allowNegative: false },
  /** Points left on an account when it was closed: forfeited, as the closure form says. */
  CLOSED_ACCOUNTS: { allowNegative: false },
} as const;

export type SystemAccountName = keyof typeof SYSTEM_ACCOUNTS;

/** A system account by name, or a reward pool (`pool:main-quiz:12`), which can never go negative. */
export type SystemAccountCode = SystemAccountName | `pool:${string}`;

export function systemAccountAllowsNegative(code: SystemAccountCode): boolean {
  return code.startsWith('pool:') ? false : SYSTEM_ACCOUNTS[code as SystemAccountName].allowNegative;
}

/** Where a leg of a transfer lands: a user's account in the transfer's currency, or a system one. */
export type AccountRef = { userId: number } | { system: SystemAccountCode };

export interface AccountKey {
  ref: AccountRef;
  currency: Currency;
}
