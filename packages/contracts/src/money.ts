import { POINTS_PER_KKUB } from './constants.ts';

export { POINTS_PER_KKUB };

/** The currencies the ledger keeps. Points are whole; KUB is kept in units of 10^-KUB_DECIMALS. */
export const CURRENCIES = ['POINT', 'KUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const KUB_DECIMALS = 8;
/** Smallest KUB units in one KUB (and in one KKUB, its wrapped form). */
export const KUB_UNIT = 10n ** BigInt(KUB_DECIMALS);
/** One point is worth this many KUB units: 100 points = 1 KKUB. */
export const KUB_UNITS_PER_POINT = KUB_UNIT / BigInt(POINTS_PER_KKUB);

/** `1250000000n` → `"12.5"`: KUB units as a decimal string without trailing zeros. */
export function formatKubUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / KUB_UNIT;
  const fraction = (abs % KUB_UNIT).toString().padStart(KUB_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `"12.5"` → `1250000000n`; undefined for anything that is not a plain decimal with at most 8 places. */
export function parseKubAmount(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return BigInt(whole!) * KUB_UNIT + BigInt(fraction.padEnd(KUB_DECIMALS, '0'));
}

/** The spec's activity types (§3), as the dashboard shows them, plus deposits and adjustments. */
export const ACTIVITY_TYPES = [
  'Purchase Package',
  'Added the main quiz quota',
  'Received prizes from the main quiz',
  'Deducted the main quiz quota',
  'Hint used',
  'Add quota hint',
  'Received Point',
  'Deducted Point',
  'Redeem Token',
  'Deposit',
  'Adjustment',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_STATUSES = ['COMPLETED', 'FAILED', 'PENDING'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What an activity counts: a currency, or main-quiz quota and hints (which move no value). */
export const ACTIVITY_UNITS = ['POINT', 'KUB', 'KKUB', 'QUOTA', 'HINT'] as const;
export type ActivityUnit = (typeof ACTIVITY_UNITS)[number];

/** An `Idempotency-Key` header: a retry of a money-moving call with the same key returns the first result. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;
