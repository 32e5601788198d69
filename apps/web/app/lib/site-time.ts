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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a style in a language (`th` or `en`), in the site's zone. */
export function siteTimeFormat(locale: string, style: SiteTimeStyle = 'dateTime'): Intl.DateTimeFormat {
  const tag = locale === 'th' ? 'th-TH' : 'en-GB';
  const key = `${tag} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...OPTIONS[style], timeZone: SITE_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO time as the site shows it. */
export function formatSiteTime(
  locale: string,
  iso: string | Date,
  style: SiteTimeStyle = 'dateTime',
): string {
  return siteTimeFormat(locale, style).format(typeof iso === 'string' ? new Date(iso) : iso);
}
