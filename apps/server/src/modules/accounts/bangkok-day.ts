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
