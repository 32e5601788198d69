import type { Locale } from '@app/contracts/locale';
import type { ChangePinBody, SetPinBody } from '@app/contracts/wallet';
import { createApi } from '../../lib/api.ts';

/** Calls the PIN API from the browser (same origin, session cookie). */
export function pinClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    status: () => api.get('/client/pin'),
    setPin: (body: SetPinBody) => api.post('/client/pin', { body }),
    changePin: (body: ChangePinBody) => api.put('/client/pin', { body }),
    requestReset: () => api.post('/client/pin/reset-request'),
  };
}
