import {
  ARTICLE_PAGE_MAX,
  ARTICLE_PAGE_SIZE_DEFAULT,
  ARTICLE_PAGE_SIZE_MAX,
  ARTICLE_SORTS,
  type ArticleFilter,
  type ArticleSort,
  DIFFICULTIES,
  type Difficulty,
  READING_TIME_RANGES,
  type ReadingTimeRange,
} from '@app/contracts/articles';

/**
 * The list's filters as they travel in the URL (`?topic=1&topic=7&difficulty=BEGINNER&time=0-5
 * &sort=newest&pageSize=12&page=2`), so a filtered page can be shared, bookmarked and used
 * without JavaScript. Values a person typed wrongly into the address are dropped rather than
 * turned into an error page.
 */
export function filterFromSearch(search: URLSearchParams): ArticleFilter {
  const ints = (name: string, min: number, max: number) =>
    search
      .getAll(name)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= min && n <= max);
  const oneOf = <T extends string>(values: readonly T[], name: string) =>
    search.getAll(name).filter((v): v is T => (values as readonly string[]).includes(v));
  const sort = search.get('sort');
  const [pageSize] = ints('pageSize', 1, ARTICLE_PAGE_SIZE_MAX);
  const [page] = ints('page', 1, ARTICLE_PAGE_MAX);
  return {
    topics: [...new Set(ints('topic', 1, 1000))],
    difficulty: [...new Set(oneOf<Difficulty>(DIFFICULTIES, 'difficulty'))],
    readingTime: [...new Set(oneOf<ReadingTimeRange>(READING_TIME_RANGES, 'time'))],
    sort: (ARTICLE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ArticleSort) : 'newest',
    page: page ?? 1,
    pageSize: pageSize ?? ARTICLE_PAGE_SIZE_DEFAULT,
  };
}

/** The URL query of a filter, leaving out defaults so that URLs stay short. */
export function searchFromFilter(filter: ArticleFilter, overrides: Partial<ArticleFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const key of merged.topics) params.append('topic', String(key));
  for (const level of merged.difficulty) params.append('difficulty', level);
  for (const range of merged.readingTime) params.append('time', range);
  if (merged.sort !== 'newest') params.set('sort', merged.sort);
  if (merged.pageSize !== ARTICLE_PAGE_SIZE_DEFAULT) params.set('pageSize', String(merged.pageSize));
  if (merged.page !== 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasFilters(filter: ArticleFilter): boolean {
  return filter.topics.length + filter.difficulty.length + filter.readingTime.length > 0;
}
