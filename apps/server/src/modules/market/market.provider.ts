import type { MarketToken } from '@app/contracts/market';

/** A source of current prices. Throws (or rejects on `signal`) when it cannot answer. */
export interface TickerFeed {
  fetchTokens(signal: AbortSignal): Promise<MarketToken[]>;
}

/** Prices bundled with the app, labelled with the time they were taken. */
export interface MarketSnapshot {
  asOf: string;
  tokens: MarketToken[];
}
