import type { MarketToken } from '@app/contracts/market';
import { z } from 'zod';
import type { TickerFeed } from './market.provider.ts';
import { type TickerRow, tokensFromPairs } from './ticker-pairs.ts';

const number = z.union([z.string(), z.number()]).transform((value) => Number(value));
const tickerRow = z.object({
  symbol: z.string(),
  lastPrice: number,
  priceChangePercent: number.optional(),
  quoteVolume: number.optional(),
});
const tickerAnswer = z.union([z.array(z.unknown()), z.object({}).passthrough()]);

const finiteOrNull = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value : null;

/** Reads a public Binance-style 24-hour ticker (`[{ symbol, lastPrice, ... }]`) over HTTP. */
export class HttpTickerFeed implements TickerFeed {
  constructor(private readonly url: string) {}

  async fetchTokens(signal: AbortSignal): Promise<MarketToken[]> {
    const response = await fetch(this.url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`ticker feed answered ${response.status}`);
    const answer = tickerAnswer.parse(await response.json());
    const items = Array.isArray(answer) ? answer : [answer];
    const rows: TickerRow[] = [];
    for (const item of items) {
      // One malformed row does not spoil the rest of the feed.
      const parsed = tickerRow.safeParse(item);
      if (!parsed.success || !Number.isFinite(parsed.data.lastPrice) || parsed.data.lastPrice <= 0) continue;
      rows.push({
        symbol: parsed.data.symbol,
        lastPrice: parsed.data.lastPrice,
        priceChangePercent: finiteOrNull(parsed.data.priceChangePercent),
        quoteVolume: finiteOrNull(parsed.data.quoteVolume),
      });
    }
    const tokens = tokensFromPairs(rows);
    if (tokens.length === 0) throw new Error('ticker feed quoted none of the listed tokens');
    return tokens;
  }
}
