import type { ApiTransport } from '@app/contracts/api-transport';
import type { ErrorBody } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';

/** An API answer that was not 2xx, carrying the server's code and localised message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** The browser's transport: `fetch` to the same origin. */
export const browserTransport: ApiTransport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: isJson && text ? JSON.parse(text) : text,
  };
};

/** A small typed client over either transport; every call carries `type: user` and `lang`. */
export function createApi(transport: ApiTransport, locale: Locale) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const response = await transport({ method, url, body, headers: { lang: locale, type: 'user' } });
    if (response.status >= 400) throw new ApiError(response.status, response.body as ErrorBody);
    return response.body as T;
  }
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, body?: unknown) => call<T>('POST', url, body),
    put: <T>(url: string, body?: unknown) => call<T>('PUT', url, body),
    patch: <T>(url: string, body?: unknown) => call<T>('PATCH', url, body),
    delete: <T>(url: string) => call<T>('DELETE', url),
  };
}
