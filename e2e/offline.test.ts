import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

/**
 * A site of its own: these journeys sign in and out many times (the shared site allows ten sign-ins
 * a minute from one address) and change what the demo reader has saved.
 */
let site: ProductionServer;
let baseUrl: string;
const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };
const SUBSCRIBER = { email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' };

/** What a browser reports while offline, which says nothing about the pages. */
const OFFLINE_NOISE =
  /Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|the server responded with a status of 503)|Failed to fetch manifest patches/;

/** Waits until the service worker controls the page (it registers after the page has loaded). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until the worker knows the theme the page shows (its offline page follows it). */
async function waitForTheme(page: Page, theme: 'light' | 'dark') {
  const known = () =>
    page.evaluate(async () => {
      const meta = await (await caches.open('meta-v1')).match('/__offline/meta');
      return meta ? ((await meta.json()) as { theme?: string }).theme : undefined;
    });
  await expect.poll(known).toBe(theme);
}

/** Whether the worker holds a copy of this page of the site. */
function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, new URL(path, baseUrl).href);
}

/** The width and height a PNG declares in its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Takes the reader's favourites back off the list, so other journeys find them as seeded. */
async function unsaveFavourites(slugs: readonly string[]) {
  const login = await fetch(`${baseUrl}/api/client/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', type: 'user' },
    body: JSON.stringify(READER),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, type: 'user', 'content-type': 'application/json' };
  const list = await fetch(`${baseUrl}/api/client/favorites?type=blog&pageSize=50`, { headers });
  const { data } = (await list.json()) as { data: { articleId: number; slug: string }[] };
  for (const item of data.filter((favourite) => slugs.includes(favourite.slug))) {
    await fetch(`${baseUrl}/api/client/favorites/${item.articleId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ type: 'blog', status: 'UNSAVED' }),
    });
  }
}

/** Saves the article of this card with its heart and answers its address and title. */
async function favouriteCard(page: Page, index: number) {
  const card = page.getByTestId('article-card').nth(index);
  const title = (await card.getByRole('heading').textContent())!.trim();
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  const heart = card.getByRole('button', { name: `Save to favourites: ${title}` });
  await expect.poll(() => heart.isEnabled()).toBe(true);
  await heart.click();
  await expect
    .poll(() =>
      card.getByRole('button', { name: `Remove from favourites: ${title}` }).getAttribute('aria-pressed'),
    )
    .toBe('true');
  return { title, href, slug: href.split('/').pop()! };
}

async function expectOfflinePage(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  // The worker's answer, not the browser's own error page.
  expect(response?.fromServiceWorker()).toBe(true);
  await page.getByTestId('offline-page').waitFor();
  expect(await page.locator('h1').textContent()).toBe(title);
  expect(await page.getByTestId('offline-retry').getAttribute('href')).toBe(path);
}

describe('installable app and offline reading', () => {
  let browser: Browser;
  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startProductionServer({ env: { LOG_LEVEL: 'error' } }),
    ]);
    baseUrl = site.url;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('serves a manifest per language with its icons, and Chromium finds the app installable', async () => {
    for (const locale of ['en', 'th'] as const) {
      const response = await fetch(`${baseUrl}/manifest.${locale}.webmanifest`);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown> & {
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        id: '/',
        name: 'KUB Academy',
        short_name: 'KUB Academy',
        lang: locale,
        start_url: `/${locale}`,
        scope: '/',
        display: 'standalone',
        theme_color: '#ffffff',
        background_color: '#ffffff',
      });
      for (const icon of manifest.icons) {
        const image = await fetch(`${baseUrl}${icon.src}`);
        expect(image.headers.get('content-type')).toBe('image/png');
        const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
    // Checked on every visit, so a fixed worker reaches readers at once.
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);

    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const home = await page.goto('/th');
    // A visitor's page keeps its scripts allowed by hash, and allows this site's worker and manifest.
    const policy = home!.headers()['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/icons/apple-touch-icon.png',
    );
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { url, errors, parsed } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      parsed?: { lang?: string; startUrl?: string } & Record<string, unknown>;
    };
    expect(url).toBe(`${baseUrl}/manifest.th.webmanifest`);
    expect(errors).toEqual([]);
    expect(parsed).toBeDefined();
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser context is off the record, which only that check minds.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads a favourite offline without having opened it, and forgets it on sign-out and for the next reader', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const saved: string[] = [];
    try {
      await logInByEmail(page, { locale: 'en', ...READER, redirectTo: '/en/articles' });
      await waitForWorker(page);
      // Two articles never opened on this device, saved from the list.
      const cards = await page.getByTestId('article-card').count();
      const first = await favouriteCard(page, cards - 1);
      const second = await favouriteCard(page, cards - 2);
      saved.push(first.slug, second.slug);
      await expect.poll(() => kept(page, first.href)).toBe(true);
      await expect.poll(() => kept(page, second.href)).toBe(true);
      // The kept copy is the page as a visitor sees it: the reader's e-mail is nowhere in it.
      const keptHtml = await page.evaluate(
        async (url) => (await (await caches.match(url))?.text()) ?? '',
        new URL(first.href, baseUrl).href,
      );
      expect(keptHtml).toContain('</html>');
      expect(keptHtml).not.toContain(READER.email);

      // Unsaving one drops its copy.
      await page
        .getByTestId('article-card')
        .nth(cards - 2)
        .getByRole('button', { name: `Remove from favourites: ${second.title}` })
        .click();
      await expect.poll(() => kept(page, second.href)).toBe(false);

      await context.setOffline(true);
      const article = await page.goto(first.href);
      expect(article?.fromServiceWorker()).toBe(true);
      expect(await page.locator('h1').textContent()).toBe(first.title);
      expect((await page.getByTestId('article').textContent())!.length).toBeGreaterThan(200);
      // It still runs: the built files were kept too, and the page says it is offline.
      await waitUntilInteractive(page);
      await expect.poll(() => page.getByTestId('offline-banner').isVisible()).toBe(true);

      // Pages that need the server get the offline page, in the page's language; the list leads
      // back to what can be read.
      await expectOfflinePage(page, '/en/quizzes', 'You are offline');
      await expectOfflinePage(page, '/en/dashboard', 'You are offline');
      await expectOfflinePage(page, '/th/deposit', 'คุณออฟไลน์อยู่');
      await expectOfflinePage(page, `/en/articles/${second.slug}`, 'You are offline');
      await page.goto('/en/dashboard');
      await page.getByTestId('offline-page').getByRole('link', { name: first.title }).click();
      await page.waitForURL(`**${first.href}`);
      expect(await page.locator('h1').textContent()).toBe(first.title);

      // Within the app, a link followed offline loads the whole page, which the worker answers
      // (here with the offline page: a legal page is not kept).
      await waitUntilInteractive(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
      await page.getByTestId('offline-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/en/legal/cookies-policy');

      // Signing out (online) forgets every page the worker kept for the reader.
      await context.setOffline(false);
      await page.goto('/en/articles');
      await waitUntilInteractive(page);
      await page.getByTestId('user-menu').locator('summary').click();
      await page.getByTestId('logout').click();
      await page.getByTestId('sign-in').waitFor();
      await expect.poll(() => kept(page, first.href)).toBe(false);
      await context.setOffline(true);
      await expectOfflinePage(page, first.href, 'You are offline');
      expect(await page.getByTestId('offline-page').getByRole('link', { name: first.title }).count()).toBe(0);
      await context.setOffline(false);

      // The favourites page keeps what it lists; another reader signing in on this device (the
      // first one's session gone without signing out) finds none of it.
      await logInByEmail(page, { locale: 'en', ...READER, redirectTo: '/en/favorites' });
      await expect.poll(() => kept(page, first.href)).toBe(true);
      await context.clearCookies();
      await logInByEmail(page, { locale: 'en', ...SUBSCRIBER, redirectTo: '/en/articles' });
      await expect.poll(() => kept(page, first.href)).toBe(false);
      await expect.poll(() => kept(page, '/en/favorites')).toBe(false);
      // Offline, requests fail and the offline page answers 503: expected. Nothing else may fail
      // (a script error, a blocked script or style).
      expect(problems.filter((problem) => !OFFLINE_NOISE.test(problem))).toEqual([]);
    } finally {
      await context.close();
      await unsaveFavourites(saved);
    }
  });

  it('shows the offline page in both languages and themes, at phone and desktop widths', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['360', PHONE],
        ['1440', DESKTOP],
      ] as const) {
        const { context, page } = await openPage(browser, { baseURL: baseUrl, colorScheme, viewport });
        await page.goto('/en/articles');
        await waitForWorker(page);
        await waitUntilInteractive(page);
        await waitForTheme(page, colorScheme);
        await context.setOffline(true);
        for (const locale of ['en', 'th'] as const) {
          await expectOfflinePage(
            page,
            `/${locale}/quizzes`,
            locale === 'en' ? 'You are offline' : 'คุณออฟไลน์อยู่',
          );
          expect(await page.getAttribute('html', 'lang')).toBe(locale);
          expect(await page.getAttribute('html', 'class')).toBe(colorScheme);
          await expectAccessible(page);
          await screenshot(page, `offline-${locale}-${colorScheme}-${width}`);
        }
        await context.close();
      }
    }
  });

  it('says so inside the app when a page cannot be fetched offline', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en');
    await waitForWorker(page);
    // Loaded again under the worker, the home page is kept.
    await page.reload();
    await expect.poll(() => kept(page, '/en')).toBe(true);
    await waitUntilInteractive(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await page.waitForURL('**/en/legal/cookies-policy');
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toContain('You are offline.');
    // Back to the home page inside the app: its data cannot be fetched, and the page says why.
    await page.goBack();
    await page.getByTestId('offline').waitFor();
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    await expectAccessible(page);
    await screenshot(page, 'offline-in-app-en-light-1440');
    // The retry loads the whole page, which the worker has kept.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('offline').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect.poll(() => page.locator('h1').textContent()).toContain('crypto');
    await context.close();
  });
  it('shows a pushed message as a notification that opens a page of this site only', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await page.goto('/en');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = (registrations as { registrationId: string; scopeURL: string }[]).find(
          (candidate) => candidate.scopeURL === `${baseUrl}/`,
        );
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const push = (message: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl,
        registrationId,
        data: JSON.stringify(message),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
    await push({
      title: 'New article',
      body: 'Layer 2 rollups, explained',
      url: '/en/articles',
      tag: 'articles',
    });
    await expect.poll(shown).toEqual([
      {
        title: 'New article',
        body: 'Layer 2 rollups, explained',
        tag: 'articles',
        data: { url: `${baseUrl}/en/articles` },
      },
    ]);
    // Another site's address is not opened: the notification leads to this site's home page.
    await push({ title: 'Elsewhere', url: 'https://example.com/phish', tag: 'elsewhere' });
    await expect
      .poll(async () => (await shown()).find((notification) => notification.tag === 'elsewhere')?.data)
      .toEqual({ url: `${baseUrl}/` });
    await context.close();
  });
});
