import type { MarketTickers } from '@app/contracts/market';

/**
 * Prices for a server loader. The page must render without them, so any failure gives null
 * and the section shows its "not available" state instead of breaking the page.
 */
export async function loadMarket(api: { get<T>(url: string): Promise<T> }): Promise<MarketTickers | null> {
  try {
    return await api.get<MarketTickers>('/api/client/market/tickers');
  } catch {
    return null;
  }
}
