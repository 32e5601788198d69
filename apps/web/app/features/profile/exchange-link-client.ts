import type { Locale } from '@app/contracts/locale';
import { createApi } from '../../lib/api.ts';
import { localePath } from '../../lib/site-map.ts';

/** Refresh and unlink of the exchange link, from the browser (same origin, session cookie). */
export function exchangeLinkClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    refresh: () => api.post('/client/user-clients/bitkubnext-link/refresh'),
    unlink: () => api.delete('/client/user-clients/bitkubnext-link'),
  };
}

/** The page that starts "Verify with your exchange account" and comes back to `returnTo`. */
export function verifyWithExchangePath(locale: Locale, returnTo?: string): string {
  const start = localePath(locale, '/profile/exchange/link');
  return returnTo ? `${start}?redirectTo=${encodeURIComponent(returnTo)}` : start;
}
