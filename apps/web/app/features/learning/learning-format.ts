import type { Locale } from '@app/contracts/locale';

const tag = (locale: Locale) => (locale === 'th' ? 'th-TH' : 'en-GB');

export function formatPoints(points: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale)).format(points);
}

/** A date and time in Bangkok, where the events are run. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}

export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(
    new Date(iso),
  );
}

/** `YYYY-MM-DD` as a short weekday ("Mon", "จ."). */
export function formatWeekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Milliseconds as days and `hh:mm:ss`. */
export function splitDuration(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { days, time };
}
