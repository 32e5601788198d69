import { describe, expect, it } from 'vitest';
import { PublicCache } from '../src/lib/public-cache.ts';

/** A cache on a clock the test moves, and a count of how often each key was loaded. */
function setUp(ttlSeconds: number, maxEntries?: number) {
  let now = 1_000_000;
  const loads: string[] = [];
  const cache = new PublicCache(ttlSeconds, { maxEntries, now: () => now });
  return {
    get: async (key: string) =>
      JSON.parse((await cache.get(key, async () => loads.push(key) && { key })).body),
    advance: (seconds: number) => (now += seconds * 1000),
    loads,
  };
}

describe('PublicCache', () => {
  it('serves an answer from memory until its TTL runs out, then loads it again', async () => {
    const cache = setUp(60);
    expect(await cache.get('a')).toEqual({ key: 'a' });
    cache.advance(59);
    await cache.get('a');
    expect(cache.loads).toEqual(['a']);
    cache.advance(2);
    await cache.get('a');
    expect(cache.loads).toEqual(['a', 'a']);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = setUp(60);
    await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(cache.loads).toEqual(['a']);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = setUp(0);
    await cache.get('a');
    await cache.get('a');
    expect(cache.loads).toEqual(['a', 'a']);
  });

  it('holds at most maxEntries answers, dropping the oldest first', async () => {
    const cache = setUp(60, 2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    await cache.get('c');
    await cache.get('b');
    expect(cache.loads).toEqual(['a', 'b', 'c']);
    await cache.get('a');
    expect(cache.loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('counts an expired answer loaded again as the newest', async () => {
    const cache = setUp(60, 2);
    await cache.get('a');
    await cache.get('b');
    cache.advance(30);
    await cache.get('b');
    cache.advance(31);
    // `a` expired: it is removed and loaded again, so `b` is now the oldest and makes way for `c`.
    await cache.get('a');
    await cache.get('c');
    await cache.get('a');
    expect(cache.loads).toEqual(['a', 'b', 'a', 'c']);
    await cache.get('b');
    expect(cache.loads).toEqual(['a', 'b', 'a', 'c', 'b']);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new PublicCache(60);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(JSON.parse((await cache.get('a', async () => 'fine')).body)).toBe('fine');
  });
});
