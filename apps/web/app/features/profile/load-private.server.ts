import type { Locale } from '@app/contracts/locale';
import { redirect } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { pageErrorFor } from '../../lib/page-error.ts';
import { loginPath } from './sso-flow.server.ts';

/**
 * Loads a signed-in page's data; a visitor (401) is sent to log in and brought back afterwards. A
 * blocked user's old session gets the restricted page (403), and an id or filter the API refuses
 * as not valid or not there gets the not-found page, never an error page.
 */
export async function loadPrivate<T>(request: Request, locale: Locale, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(loginPath(locale, request));
    throw pageErrorFor(error);
  }
}
