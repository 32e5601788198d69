import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
const EXCLUSIVE = 'layer-2-rollups';
const EXCLUSIVE_LATE_SENTENCE = 'EIP-4844 blobs made publishing rollup data much cheaper.';

describe('articles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows latest, highlighted and exclusive articles, the pitches and a search box on Home', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en');
    expect(await page.getByTestId('latest-articles').getByTestId('article-card').count()).toBe(6);
    expect(await page.getByTestId('highlighted-articles').getByTestId('article-card').count()).toBe(3);
    const exclusive = page.getByTestId('exclusive-articles');
    expect(await exclusive.getByTestId('article-card').count()).toBe(3);
    expect(await exclusive.getByText('Exclusive').count()).toBe(3);
    // Packages are priced in KUB: the pitch quotes the cheapest one on sale (the welcome offer).
    expect(await page.getByTestId('subscription-pitch').textContent()).toContain('from 1 KUB');
    expect(
      await page
        .getByTestId('subscription-pitch')
        .getByRole('link', { name: 'See packages' })
        .getAttribute('href'),
    ).toBe('/en/subscriptions');
    expect(await page.getByTestId('quiz-pitches').textContent()).toContain('Daily pop quiz');
    expect(await page.getByTestId('topics').getByRole('link').count()).toBe(8);

    await page.getByLabel('Search articles and the glossary').fill('seed phrase');
    await page.getByTestId('home-search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/en/search?q=seed+phrase');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('filters the list by topic, difficulty and reading time, keeps the filters in the URL and clears them', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/articles');
    const count = () => page.getByTestId('results-count').textContent();
    expect(await count()).toBe('32 articles');

    const filters = page.getByTestId('article-filters');
    await filters.getByLabel('DeFi').check();
    await filters.getByLabel('Beginner').check();
    await page.getByTestId('apply-filters').click();
    await page.waitForURL(/topic=7/);
    expect(page.url()).toContain('difficulty=BEGINNER');
    await expect.poll(count).not.toBe('32 articles');
    const cards = page.getByTestId('article-list').getByTestId('article-card');
    for (const difficulty of await cards.getByTestId('difficulty').allTextContents()) {
      expect(difficulty).toBe('Beginner');
    }
    // The form shows what the URL says after a reload.
    await page.reload();
    expect(await filters.getByLabel('DeFi').isChecked()).toBe(true);

    await page.getByTestId('clear-filters').click();
    await page.waitForURL((url) => url.pathname === '/en/articles' && url.search === '');
    await expect.poll(count).toBe('32 articles');
    expect(await filters.getByLabel('DeFi').isChecked()).toBe(false);

    await filters.getByLabel('Over 10 min').check();
    await page.getByTestId('apply-filters').click();
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('empty-state').textContent()).toContain('No data found');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages through the list by link, by URL and with "go to page"', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/articles?pageSize=6');
    const current = () => page.getByTestId('pagination').locator('[aria-current="page"]').textContent();
    expect(await current()).toBe('1');
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(current).toBe('2');
    expect(await page.getByTestId('article-card').count()).toBe(6);

    const goTo = page.getByTestId('go-to-page');
    await goTo.getByLabel('Go to page').fill('6');
    await goTo.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/page=6/);
    await expect.poll(current).toBe('6');
    expect(await page.getByTestId('article-card').count()).toBe(2);
    expect(page.url()).toContain('pageSize=6');

    await page.goto('/en/articles?pageSize=6&page=40');
    expect(await page.getByTestId('empty-state').textContent()).toContain('past the last one');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters without JavaScript, as a plain GET form', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, javaScriptEnabled: false });
    await page.goto('/th/articles');
    await page.getByTestId('article-filters').getByLabel('ระดับสูง').check();
    await page.getByTestId('apply-filters').click();
    await page.waitForURL(/difficulty=ADVANCED/);
    for (const text of await page.getByTestId('difficulty').allTextContents()) expect(text).toBe('ระดับสูง');
    await context.close();
  });

  it('shows an article with its facts, related and more articles, JSON-LD, and counts one view', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const viewed = page.waitForResponse((r) => r.url().includes('/api/client/blogs/blogview/'));
    const response = await page.goto('/en/articles/what-is-bitcoin');
    expect((await (await viewed).json()).counted).toBe(true);
    expect(await page.locator('h1').textContent()).toBe('What Is Bitcoin?');
    expect(await page.getByTestId('article').getByTestId('reading-time').textContent()).toMatch(
      /^\d+ min read$/,
    );
    expect(await page.getByTestId('article').getByTestId('views').textContent()).toMatch(/views?$/);
    expect(await page.getByTestId('author').textContent()).toMatch(/^By /);
    expect(await page.getByTestId('related').getByTestId('article-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('more').getByTestId('article-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.prose-doc h2').count()).toBeGreaterThan(1);

    // A visitor's page is shared by every visitor: its scripts are allowed by hash, not a nonce;
    // the JSON-LD is data, which a policy never blocks.
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('nonce');
    const ld = page.locator('script[type="application/ld+json"]');
    const structured = JSON.parse((await ld.textContent()) ?? '{}');
    expect(structured).toMatchObject({ '@type': 'Article', headline: 'What Is Bitcoin?', inLanguage: 'en' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}/en/articles/what-is-bitcoin`,
    );
    expect(await page.locator('link[hreflang="th"]').getAttribute('href')).toBe(
      `${baseUrl}/th/articles/what-is-bitcoin`,
    );
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');

    // Reloading does not count again.
    const again = page.waitForResponse((r) => r.url().includes('/api/client/blogs/blogview/'));
    await page.reload();
    expect((await (await again).json()).counted).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows only a teaser and a subscribe call to action for an exclusive article', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const response = await page.goto(`/en/articles/${EXCLUSIVE}`);
    expect(await response?.text()).not.toContain(EXCLUSIVE_LATE_SENTENCE);
    await page.getByTestId('locked-notice').waitFor();
    expect(await page.getByTestId('article-body').count()).toBe(0);
    expect((await page.getByTestId('article-teaser').textContent())?.length).toBeGreaterThan(50);
    expect(await page.getByTestId('subscribe-cta').getAttribute('href')).toBe('/en/subscriptions');

    await page.goto(`/th/articles/${EXCLUSIVE}`);
    expect(await page.locator('#locked-title').textContent()).toBe('บทความนี้สำหรับสมาชิก');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown article with a 404 page, and serves the sitemap and robots.txt', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    const missing = await page.goto('/en/articles/no-such-article');
    expect(missing?.status()).toBe(404);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain('/th/articles/what-is-bitcoin</loc>');
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Sitemap:');
    await context.close();
  });

  const pages = ['', '/articles', '/articles/what-is-bitcoin', `/articles/${EXCLUSIVE}`];
  for (const locale of ['en', 'th'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`is accessible and fits phone and desktop (${locale}, ${theme})`, async () => {
        const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
        await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
        for (const path of pages) {
          await page.setViewportSize(DESKTOP);
          await page.goto(`/${locale}${path}`);
          await expectAccessible(page);
          const name = `articles-${locale}-${theme}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
          await screenshot(page, `${name}-1440`);
          await page.setViewportSize(PHONE);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
          await expectAccessible(page);
          await screenshot(page, `${name}-360`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
