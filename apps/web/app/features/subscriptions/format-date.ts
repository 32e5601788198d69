import type { Locale } from '@app/contracts/locale';
import { formatSiteTime } from '../../lib/site-time.ts';

/** A date as people in Thailand read it (Bangkok time; the Thai calendar's year in Thai). */
export function formatDate(locale: Locale, iso: string): string {
  return formatSiteTime(locale, iso, 'date');
}
