const BANGKOK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Asia/Bangkok, as `YYYY-MM-DD`: "tomorrow" in the spec is a Thai day. */
export function bangkokDay(instant: Date): string {
  return BANGKOK_DAY.format(instant);
}

export function isSameBangkokDay(a: Date, b: Date): boolean {
  return bangkokDay(a) === bangkokDay(b);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Thailand keeps UTC+7 all year (no daylight saving time). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The first instant of the Bangkok calendar day holding `instant` (00:00 in Bangkok). */
export function startOfBangkokDay(instant: Date): Date {
  const local = instant.getTime() + BANGKOK_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BANGKOK_OFFSET_MS);
}
