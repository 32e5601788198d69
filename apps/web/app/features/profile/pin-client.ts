import type { Locale } from '@app/contracts/locale';
import { type ChangePinBody, PIN_API, type PinStatus, type SetPinBody } from '@app/contracts/wallet';
import { browserTransport, createApi } from '../../lib/api.ts';

/** Calls the PIN API from the browser (same origin, session cookie). */
export function pinClient(locale: Locale) {
  const api = createApi(browserTransport, locale);
  return {
    status: () => api.get<PinStatus>(PIN_API.status),
    setPin: (body: SetPinBody) => api.post<PinStatus>(PIN_API.status, body),
    changePin: (body: ChangePinBody) => api.put<PinStatus>(PIN_API.status, body),
    requestReset: () => api.post<{ ok: true; email: string }>(PIN_API.resetRequest),
  };
}
