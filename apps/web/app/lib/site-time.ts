/**
 * One rule for every time the site shows: in the site's own zone, Bangkok, whoever reads it and
 * wherever the page is rendered. The server (UTC) and a browser in any zone then print the same
 * text, so hydration never disagrees and a pop quiz's "opens at 12:00" means noon in Thailand for
 * everyone. Formatters are built once per language and style, not per card.
 */
export const SITE_TIME_ZONE = 'Asia/Bangkok';

export type SiteTimeStyle = 'date' | 'longDate' | 'dateTime' | 'time';

const OPTIONS: Record<SiteTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/** Styles of a calendar day (`YYYY-MM-DD`), which has no zone: it is the same day everywhere. */
export type SiteDayStyle = 'weekday' | 'weekdayDate';

const DAY_OPTIONS: Record<SiteDayStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const languageTag = (locale: string) => (locale === 'th' ? 'th-TH' : 'en-GB');

function formatter(key: string, tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, found);
  }
  return found;
}

/** The formatter of a style in a language (`th` or `en`), in the site's zone. */
export function siteTimeFormat(locale: string, style: SiteTimeStyle = 'dateTime'): Intl.DateTimeFormat {
  const tag = languageTag(locale);
  return formatter(`${tag} ${style}`, tag, { ...OPTIONS[style], timeZone: SITE_TIME_ZONE });
}

/** An ISO time as the site shows it. */
export function formatSiteTime(
  locale: string,
  iso: string | Date,
  style: SiteTimeStyle = 'dateTime',
): string {
  return siteTimeFormat(locale, style).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A calendar day (`2026-11-23`) as the site shows it ("Mon", "Monday 23 November"). */
export function formatSiteDay(locale: string, day: string, style: SiteDayStyle): string {
  const tag = languageTag(locale);
  // Read and printed at UTC midnight, so no zone moves it to the day before or after.
  return formatter(`${tag} day ${style}`, tag, { ...DAY_OPTIONS[style], timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The year it is now in Bangkok (the footer's copyright), the same on the server and in any browser. */
export function siteYear(now: Date = new Date()): number {
  return Number(formatter('year', 'en-GB', { year: 'numeric', timeZone: SITE_TIME_ZONE }).format(now));
}
