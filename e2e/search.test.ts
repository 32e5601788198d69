import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds articles despite a typo, and opens one', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/search');
    await page.getByRole('searchbox').fill('blokchain');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=blokchain/);
    const results = page.getByTestId('search-results');
    await results.waitFor();
    await expect.poll(() => page.getByText(/Also showing results for: .*blockchain/).count()).toBe(1);
    expect(await results.locator('mark').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'search-en-typo-desktop');
    await results
      .getByRole('link', { name: /What is a Blockchain/i })
      .first()
      .click();
    await page.waitForURL('**/en/articles/what-is-a-blockchain');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches in Thai and filters to the glossary', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await page.goto(`/th/search?q=${encodeURIComponent('บิตคอยน์')}`);
    const results = page.getByTestId('search-results');
    await results.waitFor();
    expect(await results.getByRole('listitem').count()).toBeGreaterThan(2);
    // The kind filter submits on change, which needs the page's scripts.
    await waitUntilInteractive(page);
    await page.getByRole('main').getByText('อภิธานศัพท์', { exact: true }).first().click();
    await page.waitForURL(/kind=glossary/);
    await expect.poll(() => results.getByRole('listitem').first().textContent()).toContain('อภิธานศัพท์');
    await expectAccessible(page);
    await screenshot(page, 'search-th-dark-phone');
    await context.close();
  });

  it('says when nothing matches and suggests different keywords', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/search?q=qzxwvj');
    await page.getByTestId('no-results').waitFor();
    expect(await page.getByTestId('no-results').textContent()).toContain('Try different keywords');
    await expectAccessible(page);
    await page.goto('/th/search?q=qzxwvj');
    expect(await page.getByTestId('no-results').textContent()).toContain('ลองใช้คำค้นหาอื่น');
    await context.close();
  });
});
