import { LOCALE_COOKIE } from '@app/contracts/constants';
import { isLocale, type Locale, localeFromAcceptLanguage } from '@app/contracts/locale';
import { readCookie } from './cookies.ts';

/** The remembered choice (cookie) first, else the browser's Accept-Language. */
export function preferredLocale(request: Request): Locale {
  const remembered = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return localeFromAcceptLanguage(request.headers.get('accept-language'));
}
