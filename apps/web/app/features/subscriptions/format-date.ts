import type { Locale } from '@app/contracts/locale';

/** A date as people in Thailand read it (Bangkok time; the Thai calendar's year in Thai). */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}
