import { z } from './zod.ts';

/** The tokens the price block lists, in display order. */
export const MARKET_TOKENS = [
  { symbol: 'BTC', name: 'Bitcoin' },
  { symbol: 'ETH', name: 'Ethereum' },
  { symbol: 'KUB', name: 'KUB Coin' },
  { symbol: 'BNB', name: 'BNB' },
  { symbol: 'USDT', name: 'Tether USD' },
  { symbol: 'SOL', name: 'Solana' },
  { symbol: 'XRP', name: 'XRP' },
  { symbol: 'ADA', name: 'Cardano' },
  { symbol: 'DOGE', name: 'Dogecoin' },
] as const;
export type MarketSymbol = (typeof MARKET_TOKENS)[number]['symbol'];

/**
 * Where the prices came from: `live` from the feed within its TTL, `cached` the last good feed
 * answer while the feed fails or is slow, `snapshot` the bundled prices when there is no feed.
 */
export const MARKET_SOURCES = ['live', 'cached', 'snapshot'] as const;
export type MarketSource = (typeof MARKET_SOURCES)[number];

/** Display figures only (never used for a balance or a payment), so plain numbers are fine. */
export const marketTokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  priceThb: z.number().nullable(),
  priceUsd: z.number().nullable(),
  change24hPercent: z.number().nullable(),
  /** 24-hour traded value in THB or USD, whichever the feed gave. */
  volume24hThb: z.number().nullable(),
  volume24hUsd: z.number().nullable(),
});
export type MarketToken = z.infer<typeof marketTokenSchema>;

export const marketTickersSchema = z.object({
  source: z.enum(MARKET_SOURCES),
  /** When these prices were true (ISO 8601). */
  asOf: z.string(),
  tokens: z.array(marketTokenSchema),
});
export type MarketTickers = z.infer<typeof marketTickersSchema>;
