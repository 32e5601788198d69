import { isLocale, type Locale } from '@app/contracts/locale';
import type { AppLoadContext } from 'react-router';
import { createApi } from './api.ts';

/** The locale of a route under `/:lang` (the layout has already rejected anything else). */
export function routeLocale(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : 'en';
}

/** The API client for a server loader, in the page's language. */
export function serverApi(context: AppLoadContext, params: { lang?: string }) {
  return createApi(context.api, routeLocale(params));
}
