import { describe, expect, it } from 'vitest';
import { dueLaterToday, nextReviewText } from './review-format.ts';

/** The keys and values the page would translate, as text, to read what was asked for. */
const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
const schedule = (intervalDays: number, due: string) =>
  ({ rating: 'good', ratingChosen: false, due, intervalDays, stability: intervalDays }) as const;

describe('review wording', () => {
  it('says later today, tomorrow, or in so many days, with the date in Bangkok', () => {
    expect(nextReviewText(t, schedule(0, '2026-11-28T10:00:00Z'), 'en')).toBe('result.nextToday {}');
    expect(nextReviewText(t, schedule(1, '2026-11-29T10:00:00Z'), 'en')).toBe(
      'result.nextTomorrow {"date":"29 Nov 2026"}',
    );
    // 17:30 UTC on the 2nd is already the 3rd in Bangkok.
    expect(nextReviewText(t, schedule(4, '2026-12-02T17:30:00Z'), 'en')).toBe(
      'result.nextDays {"count":4,"date":"3 Dec 2026"}',
    );
  });

  it('counts "later today" by the Bangkok day, not the UTC one', () => {
    // 23:30 and 00:30 in Bangkok: the same UTC day, two Bangkok days.
    expect(dueLaterToday('2026-11-28T17:30:00Z', '2026-11-28T16:30:00Z', 'en')).toBe(false);
    expect(dueLaterToday('2026-11-28T16:50:00Z', '2026-11-28T16:30:00Z', 'th')).toBe(true);
    expect(dueLaterToday(null, '2026-11-28T16:30:00Z', 'en')).toBe(false);
  });
});
