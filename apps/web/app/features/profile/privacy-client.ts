import type { Locale } from '@app/contracts/locale';
import type { ClosureBody } from '@app/contracts/privacy';
import { createApi } from '../../lib/api.ts';

/** Calls the privacy API from the browser (same origin, session cookie). */
export function privacyClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    status: () => api.get('/client/privacy'),
    requestExport: () => api.post('/client/privacy/exports'),
    requestClosure: (body: ClosureBody) => api.post('/client/privacy/closure', { body }),
    cancelClosure: () => api.delete('/client/privacy/closure'),
    confirmClosure: (token: string) => api.post('/privacy/closure/confirm', { body: { token } }),
  };
}

/** The one-time download of an export's JSON archive or HTML summary (a plain link: the browser saves it). */
export function downloadHref(token: string, format: 'json' | 'html'): string {
  return `/api/client/privacy/exports/download?${new URLSearchParams({ token, format })}`;
}
