import type { Locale } from '@app/contracts/locale';
import { createApi } from '../../lib/api.ts';

/** Refresh and unlink of the exchange link, from the browser (same origin, session cookie). */
export function exchangeLinkClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    refresh: () => api.post('/client/user-clients/bitkubnext-link/refresh'),
    unlink: () => api.delete('/client/user-clients/bitkubnext-link'),
  };
}
