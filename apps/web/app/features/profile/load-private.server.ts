import type { Locale } from '@app/contracts/locale';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { loginPath } from './sso-flow.server.ts';

/** Loads a signed-in page's data; a visitor (401) is sent to log in and brought back afterwards. */
export async function loadPrivate<T>(request: Request, locale: Locale, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(locale, request));
    throw error;
  }
}
