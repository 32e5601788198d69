import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');
const LOCALES = ['en', 'th'] as const;
/** An exclusive article (subscribers read it whole; everyone else gets a teaser). */
const LOCKED = 'bitcoin-utxo-model';

async function signInByEmail(page: Page, locale: 'en' | 'th' = 'en') {
  await page.locator('input[name="email"]').fill('reader@kub-academy.local');
  await page.locator('input[name="password"]').fill('Reader#2026');
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith(`/${locale}/login`));
}

/** Every distinct link target inside the elements matched by `selector`. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} a[href]`, (anchors) => [
    ...new Set(anchors.map((a) => a.getAttribute('href') ?? '')),
  ]);
}

describe('first visit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const locale of LOCALES) {
    it(`answers 200 for every link in the navbar, the phone menu, the footer and Get started (${locale})`, async () => {
      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
      await page.goto(`/${locale}/glossary`);
      const desktop = [...(await linksIn(page, 'header')), ...(await linksIn(page, 'footer'))];

      await page.setViewportSize(PHONE);
      await waitUntilInteractive(page);
      await page.getByRole('button', { name: locale === 'en' ? 'Open menu' : /เมนู/ }).click();
      await page.locator('#mobile-menu').waitFor();
      const phone = await linksIn(page, '#mobile-menu');

      for (const path of ['/glossary', '/get-started', '/partners', '/about', '/feedback', '/search']) {
        expect(phone, `phone menu ${path}`).toContain(`/${locale}${path}`);
        expect(desktop, `navbar or footer ${path}`).toContain(`/${locale}${path}`);
      }
      // Signing in comes back to the page the link was on.
      expect(desktop).toContain(
        `/${locale}/login?redirectTo=${encodeURIComponent(`/${locale}/glossary`)}&from=nav`,
      );

      // The get-started steps lead to real pages too (the profile and its KYC section).
      await page.goto(`/${locale}/get-started`);
      const steps = await linksIn(page, 'main');
      expect(steps).toContain(`/${locale}/profile#kyc`);

      const all = [...new Set([...desktop, ...phone, ...steps])]
        .filter((href) => href.startsWith('/'))
        .map((href) => href.split('#')[0]!);
      expect(all.length).toBeGreaterThan(20);
      for (const href of all) {
        const response = await page.request.get(href, { maxRedirects: 0 });
        // Pages for signed-in readers send a visitor to sign in (and back afterwards); a path
        // written without its language in the content goes to the same page in this language.
        if (response.status() === 302) {
          expect(
            [`/${locale}/login?redirectTo=${encodeURIComponent(href)}`, `/${locale}${href}`],
            href,
          ).toContain(response.headers().location);
          expect((await page.request.get(response.headers().location!)).status(), href).toBe(200);
          continue;
        }
        expect(response.status(), href).toBe(200);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('searches from the header on desktop and from the phone menu', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/articles');
    await page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox').fill('bitcoin');
    await page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox').press('Enter');
    await page.waitForURL('**/en/search?q=bitcoin');

    await page.setViewportSize(PHONE);
    await page.goto('/th');
    await waitUntilInteractive(page);
    // On a phone the box lives in the menu, so the bar keeps its width.
    expect(await page.locator('header [data-testid="header-search"]:visible').count()).toBe(0);
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await page.locator('#mobile-menu').getByRole('searchbox').fill('บล็อกเชน');
    await page.locator('#mobile-menu').getByRole('button', { name: 'ค้นหาในเว็บไซต์' }).click();
    await page.waitForURL((url) => url.pathname === '/th/search' && url.searchParams.get('q') === 'บล็อกเชน');
    await context.close();
  });

  it('keeps the header within a 360 px phone, signed out and signed in, in both languages', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    const fits = async (path: string) => {
      await page.goto(path);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll, `${path} is ${scroll}px wide`).toBeLessThanOrEqual(inner);
    };
    for (const locale of LOCALES) await fits(`/${locale}`);
    await page.goto('/en/login');
    await signInByEmail(page);
    for (const locale of LOCALES) {
      await fits(`/${locale}`);
      await fits(`/${locale}/articles/${LOCKED}`);
    }
    await screenshot(page, 'first-visit-header-signed-in-th-360');
    await context.close();
  });

  it('brings a reader back to the locked article after signing in', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto(`/en/articles/${LOCKED}`);
    await page.getByTestId('locked-sign-in').click();
    await page.waitForURL('**/en/login?*');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/en/articles/${LOCKED}`);
    await signInByEmail(page);
    expect(new URL(page.url()).pathname).toBe(`/en/articles/${LOCKED}`);
    await page.getByTestId('user-menu').waitFor();

    // A link with another site as its return path lands on the profile, the exchange sign-in's default.
    await page.goto(`/th/login/sso?redirectTo=${encodeURIComponent('//evil.example/th')}`);
    await page.getByRole('button', { name: /Somchai/ }).click();
    await page.waitForURL(`${baseUrl}/th/profile`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('favourites an article from its card, lists it on the favourites page and unfavourites it', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    // A visitor's heart leads to sign in, and back.
    await page.goto('/en/articles');
    await page.getByTestId('article-card').first().getByTestId('favourite-sign-in').click();
    await page.waitForURL('**/en/login?*');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/en/articles');
    await signInByEmail(page);
    expect(new URL(page.url()).pathname).toBe('/en/articles');

    await waitUntilInteractive(page);
    const card = page.getByTestId('article-card').nth(1);
    const title = (await card.getByRole('heading').textContent())!;
    const heart = card.getByRole('button', { name: `Save to favourites: ${title}` });
    await expect.poll(() => heart.isEnabled()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // Keyboard: focus the heart and press Space.
    await heart.focus();
    await page.keyboard.press('Space');
    const saved = card.getByRole('button', { name: `Remove from favourites: ${title}` });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);

    // The state survives a reload (asked from the server), and the article page knows it too.
    await page.reload();
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/en/favorites');
    const list = page.getByTestId('favorites-list');
    await expect.poll(() => list.getByRole('link', { name: title }).count()).toBe(1);
    await waitUntilInteractive(page);
    await list.getByRole('button', { name: `Remove from favourites: ${title}` }).click();
    await expect.poll(() => page.getByRole('link', { name: title }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the heart and the cover with its alt text on the article page, in both languages', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/articles/merkle-trees`);
      const cover = page.getByTestId('article').locator('img[data-testid="article-cover-image"]');
      expect(await cover.getAttribute('src')).toBe('/covers/merkle-trees.svg');
      expect(await cover.getAttribute('alt')).toBe(
        locale === 'en'
          ? 'A tree of hashes: one root node branching into two and then four leaves'
          : 'ต้นไม้ของค่าแฮช รากหนึ่งโหนดแตกเป็นสองกิ่งและสี่ใบ',
      );
      // Served by this site and actually drawn.
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
      expect(await page.getByTestId('article-favourite').getByRole('link').count()).toBe(1);
    }
    await context.close();
  });

  it("follows the system's dark preference on a first visit, before paint, until the reader chooses", async () => {
    const { context, page, problems } = await openPage(browser, {
      baseURL: baseUrl,
      colorScheme: 'dark',
      viewport: DESKTOP,
    });
    // What the page looks like when its body starts: that is what is painted first.
    await context.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en');
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toBe(
      'dark',
    );
    await waitUntilInteractive(page);
    expect(await page.getAttribute('html', 'class')).toBe('dark');
    await expect
      .poll(() => page.getByTestId('theme-toggle').getAttribute('aria-label'))
      .toBe('Switch to light theme');
    await expectAccessible(page);

    // The reader's choice wins over the system from then on.
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'class')).toBeNull();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toBe('');
    await waitUntilInteractive(page);
    expect(await page.getAttribute('html', 'class')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
