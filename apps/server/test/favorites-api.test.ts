import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations } from '../src/db/schema/index.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('favourites on %s', (driver) => {
  let t: ProfileTestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    alice = await t.signIn(await t.createUser());
    bob = await t.signIn(await t.createUser());
    for (const [index, slug] of ['fav-wallets', 'fav-staking', 'fav-hidden'].entries()) {
      const [row] = await t.database.db
        .insert(articles)
        .values({
          slug,
          author: 'KUB Academy',
          publishedAt: new Date('2026-10-01T00:00:00Z'),
          difficulty: 'BEGINNER',
          active: slug !== 'fav-hidden',
        })
        .returning({ id: articles.id });
      ids.push(row!.id);
      await t.database.db.insert(articleTranslations).values([
        {
          articleId: row!.id,
          locale: 'en',
          title: `Guide ${index}`,
          summary: 'Summary',
          body: 'Body',
          readingMinutes: 4,
          wordCount: 800,
        },
        ...(index === 0
          ? [
              {
                articleId: row!.id,
                locale: 'th',
                title: 'คู่มือกระเป๋าเงิน',
                summary: 'สรุป',
                body: 'เนื้อหา',
                readingMinutes: 5,
                wordCount: 900,
              },
            ]
          : []),
      ]);
    }
  });
  afterAll(() => t.close());

  const put = (id: number, status: string, headers = alice) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/client/favorites/${id}`,
      headers,
      payload: { type: 'blog', status },
    });
  const count = async (headers = alice) =>
    (await t.app.inject({ url: '/api/client/favorites/count', headers })).json().count;

  it('saves, lists newest first in the request language, counts, and unsaves', async () => {
    expect(await count()).toBe(0);
    expect((await put(ids[0]!, 'SAVED')).json()).toEqual({
      articleId: ids[0],
      type: 'blog',
      status: 'SAVED',
    });
    t.clock.advance(1000);
    await put(ids[1]!, 'SAVED');
    await put(ids[1]!, 'SAVED'); // saving twice is the same as once
    expect(await count()).toBe(2);

    const en = (await t.app.inject({ url: '/api/client/favorites', headers: alice })).json();
    expect(en.total).toBe(2);
    expect(en.data.map((f: { slug: string }) => f.slug).sort()).toEqual(['fav-staking', 'fav-wallets']);
    const th = (
      await t.app.inject({ url: '/api/client/favorites', headers: { ...alice, lang: 'th' } })
    ).json();
    const titles = Object.fromEntries(th.data.map((f: { slug: string; title: string }) => [f.slug, f.title]));
    // Thai where it exists, English otherwise.
    expect(titles).toEqual({ 'fav-wallets': 'คู่มือกระเป๋าเงิน', 'fav-staking': 'Guide 1' });

    const paged = (
      await t.app.inject({ url: '/api/client/favorites?pageSize=1&page=2', headers: alice })
    ).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.data).toHaveLength(1);

    const saved = (
      await t.app.inject({ url: `/api/client/favorites/saved?ids=${ids.join(',')}`, headers: alice })
    ).json();
    expect(saved.saved.sort()).toEqual([ids[0], ids[1]].sort());

    expect((await put(ids[0]!, 'UNSAVED')).json().status).toBe('UNSAVED');
    expect(await count()).toBe(1);
  });

  it("keeps each user's favourites to themselves", async () => {
    await put(ids[0]!, 'SAVED', alice);
    const before = await count(alice);
    expect(await count(bob)).toBe(0);
    expect((await t.app.inject({ url: '/api/client/favorites', headers: bob })).json().data).toEqual([]);
    // Bob unsaving the same article changes nothing for Alice.
    await put(ids[0]!, 'UNSAVED', bob);
    expect(await count(alice)).toBe(before);
  });

  it('refuses hidden or unknown articles, bad input and visitors', async () => {
    expect((await put(ids[2]!, 'SAVED')).json().code).toBe('FAVORITE_ARTICLE_NOT_FOUND');
    expect((await put(999999, 'SAVED')).statusCode).toBe(404);
    expect((await put(ids[0]!, 'MAYBE')).statusCode).toBe(400);
    const visitor = await t.app.inject({ url: '/api/client/favorites' });
    expect(visitor.statusCode).toBe(401);
    const visitorPut = await t.app.inject({
      method: 'PUT',
      url: `/api/client/favorites/${ids[0]}`,
      payload: { status: 'SAVED' },
    });
    expect(visitorPut.statusCode).toBe(401);
  });
});
