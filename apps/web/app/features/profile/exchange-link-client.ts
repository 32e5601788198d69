import type { Locale } from '@app/contracts/locale';
import type { ExchangeLink } from '@app/contracts/profile';
import { browserTransport, createApi } from '../../lib/api.ts';
import { localePath } from '../../lib/site-map.ts';

export const EXCHANGE_LINK_API = '/api/client/user-clients/bitkubnext-link';

/** Refresh and unlink of the exchange link, from the browser (same origin, session cookie). */
export function exchangeLinkClient(locale: Locale) {
  const api = createApi(browserTransport, locale);
  return {
    refresh: () => api.post<ExchangeLink>(`${EXCHANGE_LINK_API}/refresh`),
    unlink: () => api.delete<ExchangeLink>(EXCHANGE_LINK_API),
  };
}

/** The page that starts "Verify with your exchange account" and comes back to `returnTo`. */
export function verifyWithExchangePath(locale: Locale, returnTo?: string): string {
  const start = localePath(locale, '/profile/exchange/link');
  return returnTo ? `${start}?redirectTo=${encodeURIComponent(returnTo)}` : start;
}
