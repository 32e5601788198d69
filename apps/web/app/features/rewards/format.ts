import type { Locale } from '@app/contracts/locale';
import { formatSiteTime } from '../../lib/site-time.ts';
import { numberFormat } from '../../lib/intl-format.ts';

/**
 * A date and time as Thai members read them: Bangkok time, Buddhist-era years in Thai. The zone
 * is fixed so the server's render and the browser's hydration agree.
 */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatSiteTime(locale, iso);
}

export function formatPoints(points: number, locale: Locale): string {
  return numberFormat(locale === 'th' ? 'th-TH' : 'en-US').format(points);
}
