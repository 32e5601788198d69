import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKubAmount } from '@app/contracts/money';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';
import { RENDER_TIMEOUT_MS, webFromSource } from './web-pages.ts';

/**
 * The home page's one call: what the six calls it replaces answered (topics, three article lists,
 * prices, packages), in two statements, and the whole rendered page in no more.
 */
describe.each(DRIVERS)('home page on %s', (driver) => {
  let t: WalletTestApp;
  let site: Awaited<ReturnType<typeof webFromSource>>;
  beforeAll(async () => {
    site = await webFromSource();
    t = await createWalletTestApp(driver, { web: site.web });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, lang: string, body?: unknown) => {
    const response = await t.call({
      method,
      url,
      headers: { lang },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it.each(['en', 'th'])('answers in %s what the calls it replaces answer', async (lang) => {
    const page = await call('GET', '/api/client/home-page', lang);
    const list = (filter: object) => call('POST', '/api/client/blogs/filtered', lang, filter);
    expect(page.categories).toEqual((await call('GET', '/api/client/categories', lang)).data);
    expect(page.latest).toEqual((await list({ sort: 'newest', pageSize: 6 })).data);
    expect(page.highlighted).toEqual((await list({ highlighted: true, sort: 'newest', pageSize: 3 })).data);
    expect(page.exclusive).toEqual((await list({ exclusive: true, sort: 'newest', pageSize: 3 })).data);
    expect(page.market).toEqual(await call('GET', '/api/client/market/tickers', lang));
    const packages: { price: string }[] = (await call('GET', '/api/client/subscriptions', lang)).data;
    const cheapest = packages
      .map((pkg) => ({ price: pkg.price, units: parseKubAmount(pkg.price)! }))
      .sort((a, b) => (a.units < b.units ? -1 : a.units > b.units ? 1 : 0))[0];
    expect(page.fromPrice).toBe(cheapest?.price ?? null);
    // The seeded site has something in each part, so the comparison compares something.
    expect(page.latest).toHaveLength(6);
    expect(page.highlighted.length).toBeGreaterThan(0);
    expect(page.exclusive.length).toBeGreaterThan(0);
    expect(page.categories.length).toBeGreaterThan(0);
    expect(page.fromPrice).not.toBeNull();
  });

  it(
    'reads the home page in two statements, and renders it in no more',
    async () => {
      let before = t.database.queriesRun();
      await call('GET', '/api/client/home-page', 'en');
      expect(t.database.queriesRun() - before).toBeLessThanOrEqual(2);

      const render = () => t.app.inject({ method: 'GET', url: '/th' });
      // The first render loads the page's modules; the count is of a render like any other.
      expect((await render()).statusCode).toBe(200);
      before = t.database.queriesRun();
      const page = await render();
      const statements = t.database.queriesRun() - before;
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="latest-articles"');
      expect(page.body).toContain('data-testid="topics"');
      expect(statements).toBeLessThanOrEqual(2);
    },
    RENDER_TIMEOUT_MS,
  );
});
