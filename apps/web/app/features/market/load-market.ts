import type { Api } from '../../lib/api.ts';

/**
 * Prices for a server loader. The page must render without them, so any failure gives null
 * and the section shows its "not available" state instead of breaking the page.
 */
export async function loadMarket(api: Api) {
  try {
    return await api.get('/client/market/tickers');
  } catch {
    return null;
  }
}
