import { parseKubAmount } from '@app/contracts/money';
import type { Hex } from 'viem';
import type { Config } from '../../config.ts';

/** The chain side of payouts; null while payouts are off (KKUB then stays a site balance). */
export interface PayoutChainSettings {
  rpcUrl: string;
  tokenAddress: Hex;
  hotWalletKey: Hex;
  /**
   * The hot wallet's key before the last switch: transfers it signed that are still in flight can
   * then be re-priced with the same nonce; it never signs a new payout.
   */
  previousHotWalletKey: Hex | undefined;
  chainId: number | undefined;
}

export interface PayoutSettings {
  chain: PayoutChainSettings | null;
  confirmations: number;
  /** Ledger units (10^-8 KKUB). */
  dailyLimitPerUser: bigint;
  hotWalletDailyLimit: bigint;
  hotWalletMinKkub: bigint;
  /** Wei of the native coin. */
  hotWalletMinGas: bigint;
  stuckMs: number;
  /** How soon a payout in flight is looked at again. */
  pollMs: number;
}

type SettingName =
  | 'KKUB_RPC_URL'
  | 'KKUB_TOKEN_ADDRESS'
  | 'PAYOUT_HOT_WALLET_KEY'
  | 'PAYOUT_PREVIOUS_HOT_WALLET_KEY'
  | 'KKUB_CHAIN_ID'
  | 'PAYOUT_CONFIRMATIONS'
  | 'PAYOUT_DAILY_LIMIT_KKUB'
  | 'PAYOUT_HOT_WALLET_DAILY_LIMIT_KKUB'
  | 'PAYOUT_HOT_WALLET_MIN_KKUB'
  | 'PAYOUT_HOT_WALLET_MIN_GAS'
  | 'PAYOUT_STUCK_SECONDS'
  | 'PAYOUT_POLL_MS';

/** The parsed configuration, or the raw strings a test or script passes. */
type Source = { [K in SettingName]?: K extends keyof Config ? Config[K] | string : number | string };

/** A KKUB amount from the configuration (a number or its text) in ledger units. */
function kkubUnits(value: number | string | undefined, fallback: string): bigint {
  const text = value === undefined ? fallback : typeof value === 'number' ? value.toFixed(8) : value;
  const units = parseKubAmount(text.replace(/(\.\d{8})\d+$/, '$1'));
  if (units === undefined) throw new Error(`not a KKUB amount: ${text}`);
  return units;
}

/** Payouts are on only when the RPC endpoint, the token and the hot wallet's key are all given. */
export function payoutSettings(config: Source): PayoutSettings {
  const { KKUB_RPC_URL: rpcUrl, KKUB_TOKEN_ADDRESS: token, PAYOUT_HOT_WALLET_KEY: key } = config;
  const minGas = Number(config.PAYOUT_HOT_WALLET_MIN_GAS ?? 0.01);
  return {
    chain:
      rpcUrl && token && key
        ? {
            rpcUrl,
            tokenAddress: token as Hex,
            hotWalletKey: key as Hex,
            previousHotWalletKey: (config.PAYOUT_PREVIOUS_HOT_WALLET_KEY as Hex | undefined) || undefined,
            chainId: config.KKUB_CHAIN_ID ? Number(config.KKUB_CHAIN_ID) : undefined,
          }
        : null,
    confirmations: Number(config.PAYOUT_CONFIRMATIONS ?? 3),
    dailyLimitPerUser: kkubUnits(config.PAYOUT_DAILY_LIMIT_KKUB, '1000'),
    hotWalletDailyLimit: kkubUnits(config.PAYOUT_HOT_WALLET_DAILY_LIMIT_KKUB, '100000'),
    hotWalletMinKkub: kkubUnits(config.PAYOUT_HOT_WALLET_MIN_KKUB, '10'),
    hotWalletMinGas: BigInt(Math.round(minGas * 1e9)) * 10n ** 9n,
    stuckMs: Number(config.PAYOUT_STUCK_SECONDS ?? 180) * 1000,
    pollMs: Number(config.PAYOUT_POLL_MS ?? 4000),
  };
}

/** Ledger units (8 decimals) to token units (18 decimals). */
export const TOKEN_UNITS_PER_LEDGER_UNIT = 10n ** 10n;
