import { ALL_CONTENT, type ContentInvalidation } from '../../lib/content-invalidation.ts';

export interface TotalSource {
  /** The total under `key`, counted by `count` unless known. */
  total(key: string, count: () => Promise<number>): Promise<number>;
}

/**
 * Totals of article lists, by language and filter. Counting walks the matching articles (up to
 * ARTICLE_TOTAL_CAP, from indexes), while a page is read from an index and stops at its last
 * card; kept here, a total is counted once for every page and sort of the same list, until the
 * TTL runs out or an article changes on any instance.
 */
export class ArticleCounts implements TotalSource {
  private readonly totals = new Map<string, { total: Promise<number>; expiresAt: number }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  total(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.totals.get(key);
    if (known && known.expiresAt > this.now()) return known.total;
    const total = count();
    if (this.ttlSeconds === 0) return total;
    this.totals.delete(key);
    this.totals.set(key, { total, expiresAt: this.now() + this.ttlSeconds * 1000 });
    total.catch(() => {
      if (this.totals.get(key)?.total === total) this.totals.delete(key);
    });
    for (const oldest of this.totals.keys()) {
      if (this.totals.size <= this.maxEntries) break;
      this.totals.delete(oldest);
    }
    return total;
  }

  clearOn(invalidation: ContentInvalidation): this {
    invalidation.subscribe((tag) => {
      if (tag === ALL_CONTENT || tag === 'articles') this.totals.clear();
    });
    return this;
  }
}

/** Counts every time: for callers without a cache (scripts, benchmarks). */
export const countEveryTime: TotalSource = { total: (_key, count) => count() };
