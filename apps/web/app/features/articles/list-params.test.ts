import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchFromFilter } from './list-params.ts';

describe('article list URL', () => {
  it('reads filters from the URL and writes them back', () => {
    const filter = filterFromSearch(
      new URLSearchParams('topic=7&topic=1&difficulty=ADVANCED&time=10%2B&sort=popular&pageSize=24&page=3'),
    );
    expect(filter).toEqual({
      topics: [7, 1],
      difficulty: ['ADVANCED'],
      readingTime: ['10+'],
      sort: 'popular',
      page: 3,
      pageSize: 24,
    });
    expect(searchFromFilter(filter, { page: 1 })).toBe(
      '?topic=7&topic=1&difficulty=ADVANCED&time=10%2B&sort=popular&pageSize=24',
    );
  });

  it('drops values typed wrongly into the address instead of failing', () => {
    const filter = filterFromSearch(
      new URLSearchParams('topic=abc&difficulty=EXPERT&time=1h&sort=random&pageSize=0&page=-1'),
    );
    expect(filter).toEqual({
      topics: [],
      difficulty: [],
      readingTime: [],
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
    expect(filterFromSearch(new URLSearchParams('pageSize=1000000000')).pageSize).toBe(12);
    expect(searchFromFilter(filter)).toBe('');
  });
});
