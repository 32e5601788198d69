/**
 * Bangkok calendar days, the one home of the rule. Thailand keeps UTC+7 all year (no daylight
 * saving time), so a day is a fixed offset from UTC: "today", "tomorrow", a daily limit, a pop
 * quiz day, a coupon's last day and an article view's day are all Bangkok days.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** The Bangkok calendar day of an instant, as `YYYY-MM-DD`. */
export function bangkokDay(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export function isSameBangkokDay(a: Date, b: Date): boolean {
  return bangkokDay(a) === bangkokDay(b);
}

/** 00:00 in Bangkok on `day` (`YYYY-MM-DD`), plus `hours`. */
export function bangkokTime(day: string, hours = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS + hours * HOUR_MS);
}

/** 00:00 in Bangkok at the start of `day` (`YYYY-MM-DD`). */
export function bangkokMidnight(day: string): Date {
  return bangkokTime(day);
}

/** The first instant of the Bangkok calendar day holding `instant` (00:00 in Bangkok). */
export function startOfBangkokDay(instant: Date): Date {
  const local = instant.getTime() + BANGKOK_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BANGKOK_OFFSET_MS);
}

/** The day of the week in Bangkok of an instant (0 = Sunday). */
export function bangkokWeekday(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCDay();
}
