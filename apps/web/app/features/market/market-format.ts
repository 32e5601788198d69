import type { Locale } from '@app/contracts/locale';
import { SITE_TIME_ZONE } from '../../lib/site-time.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', th: 'th-TH' };

/** One formatter per language, currency and precision: the token list reuses a handful of them. */
const priceFormats = new Map<string, Intl.NumberFormat>();
function priceFormat(locale: Locale, currency: 'THB' | 'USD', digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${digits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    priceFormats.set(key, format);
  }
  return format;
}

/** A price with as many decimals as a small price needs (0.21, not 0). */
export function formatPrice(value: number | null, currency: 'THB' | 'USD', locale: Locale): string | null {
  if (value === null) return null;
  const digits = value >= 1000 ? 0 : value >= 1 ? 2 : 4;
  return priceFormat(locale, currency, digits).format(value);
}

export function formatChange(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}%`;
}

/** Bangkok time, so the server's render and the browser's agree whatever the visitor's zone. */
export function formatAsOf(iso: string, locale: Locale): string {
  return dateTimeFormat(NUMBER_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}
