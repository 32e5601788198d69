import { MARKET_TOKENS, type MarketToken } from '@app/contracts/market';

/** One row of a Binance-style 24-hour ticker, numbers already parsed. */
export interface TickerRow {
  symbol: string;
  lastPrice: number;
  priceChangePercent: number | null;
  quoteVolume: number | null;
}

const USD_QUOTES = ['USDT', 'USD'];

/**
 * Turns exchange pairs (BTCTHB, BTCUSDT, USDTTHB...) into one entry per listed token with THB
 * and USD prices. A missing currency is derived through the USDT/THB rate when the feed has it;
 * a token the feed does not quote at all is left out rather than guessed.
 */
export function tokensFromPairs(rows: TickerRow[]): MarketToken[] {
  const bySymbol = new Map(rows.map((row) => [row.symbol.toUpperCase(), row]));
  const usdThb = bySymbol.get('USDTTHB')?.lastPrice ?? null;
  const tokens: MarketToken[] = [];
  for (const { symbol, name } of MARKET_TOKENS) {
    const thb = bySymbol.get(`${symbol}THB`);
    const usd =
      symbol === 'USDT' ? undefined : USD_QUOTES.map((q) => bySymbol.get(`${symbol}${q}`)).find(Boolean);
    const priceThb = thb?.lastPrice ?? (usd && usdThb ? usd.lastPrice * usdThb : null);
    const priceUsd =
      symbol === 'USDT' ? 1 : (usd?.lastPrice ?? (thb && usdThb ? thb.lastPrice / usdThb : null));
    if (priceThb === null && (symbol === 'USDT' ? !thb : priceUsd === null)) continue;
    tokens.push({
      symbol,
      name,
      priceThb,
      priceUsd,
      change24hPercent: thb?.priceChangePercent ?? usd?.priceChangePercent ?? null,
      volume24hThb: thb?.quoteVolume ?? null,
      volume24hUsd: usd?.quoteVolume ?? null,
    });
  }
  return tokens;
}
