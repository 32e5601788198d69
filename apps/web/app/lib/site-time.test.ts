import { describe, expect, it } from 'vitest';
import { formatSiteDay, formatSiteTime, siteYear } from './site-time.ts';

describe('site time', () => {
  it('tells an instant in Bangkok, in English and Thai, whatever zone the process runs in', () => {
    // 17:30 UTC on 22 November is half past midnight on the 23rd in Bangkok.
    expect(formatSiteTime('en', '2026-11-22T17:30:00Z')).toBe('23 Nov 2026, 00:30');
    expect(formatSiteTime('en', new Date('2026-11-22T17:30:00Z'), 'date')).toBe('23 Nov 2026');
    expect(formatSiteTime('en', '2026-11-22T17:30:00Z', 'time')).toBe('00:30');
    expect(formatSiteTime('th', '2026-11-22T17:30:00Z', 'date')).toBe('23 พ.ย. 2569');
  });

  it('keeps a calendar day on its own day', () => {
    expect(formatSiteDay('en', '2026-11-23', 'weekday')).toBe('Mon');
    expect(formatSiteDay('en', '2026-11-23', 'weekdayDate')).toBe('Monday 23 November');
  });

  it("turns the footer's year at midnight in Bangkok, not in UTC", () => {
    expect(siteYear(new Date('2026-12-31T16:59:00Z'))).toBe(2026);
    expect(siteYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });
});
