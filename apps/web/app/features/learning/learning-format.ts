import type { Locale } from '@app/contracts/locale';
import { formatSiteDay, formatSiteTime } from '../../lib/site-time.ts';
import { numberFormat } from '../../lib/intl-format.ts';

const tag = (locale: Locale) => (locale === 'th' ? 'th-TH' : 'en-GB');

export function formatPoints(points: number, locale: Locale): string {
  return numberFormat(tag(locale)).format(points);
}

/** A date and time in Bangkok, where the events are run. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatSiteTime(locale, iso);
}

export function formatDay(iso: string, locale: Locale): string {
  return formatSiteTime(locale, iso, 'date');
}

/** `YYYY-MM-DD` as a short weekday ("Mon", "จ."). */
export function formatWeekday(day: string, locale: Locale): string {
  return formatSiteDay(locale, day, 'weekday');
}

/** Milliseconds as days and `hh:mm:ss`. */
export function splitDuration(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { days, time };
}
