import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');

/** Return paths that must never take a visitor to another site. */
const HOSTILE = [
  '/\\evil.example',
  '/\t/evil.example',
  '//evil.example',
  '/%5Cevil.example',
  '/.//evil.example',
];

/** Where a response sends the browser, as the browser would resolve it. */
function destination(response: Response): URL {
  expect([301, 302, 303, 307, 308]).toContain(response.status);
  return new URL(response.headers.get('location') ?? '', response.url);
}

describe('redirects to a path someone else supplied', () => {
  it.each(HOSTILE)('the theme switch stays on this site for %j', async (redirectTo) => {
    const response = await fetch(`${baseUrl}/theme`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ theme: 'dark', redirectTo }),
    });
    const to = destination(response);
    expect(to.origin).toBe(baseUrl);
    expect(to.pathname).toBe('/');
    expect(response.headers.get('set-cookie')).toContain('theme=dark');
  });

  it('the theme switch returns to the page it was used on', async () => {
    const response = await fetch(`${baseUrl}/theme`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ theme: 'light', redirectTo: '/th/articles?page=2' }),
    });
    expect(destination(response).href).toBe(`${baseUrl}/th/articles?page=2`);
  });

  it.each(HOSTILE)('the exchange sign-in keeps %j out of its return path', async (redirectTo) => {
    const response = await fetch(`${baseUrl}/en/login/sso?redirectTo=${encodeURIComponent(redirectTo)}`, {
      redirect: 'manual',
    });
    destination(response);
    const cookie = /sso_flow=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    const flow = JSON.parse(Buffer.from(decodeURIComponent(cookie ?? ''), 'base64url').toString('utf8'));
    expect(flow.redirectTo).toBe('/en/profile');
  });

  it('a path without a language is sent to the same page in a language, never elsewhere', async () => {
    for (const path of ['/%5Cevil.example', '/%2F%2Fevil.example']) {
      const to = destination(await fetch(`${baseUrl}${path}`, { redirect: 'manual' }));
      expect(to.origin, path).toBe(baseUrl);
      expect(to.pathname, path).toMatch(/^\/(en|th)(\/|$)/);
    }
  });
});

describe('the return path of a finished sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is checked again when the exchange sends the browser back', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/login/sso?redirectTo=%2Fen%2Farticles');
    // The flow cookie comes back from the browser, so it could have been changed there.
    const flow = (await context.cookies()).find((cookie) => cookie.name === 'sso_flow');
    expect(flow).toBeDefined();
    const value = JSON.parse(Buffer.from(decodeURIComponent(flow!.value), 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...value, redirectTo: '/\t/evil.example' })).toString(
      'base64url',
    );
    await context.addCookies([{ ...flow!, value: tampered }]);
    await page.getByRole('button', { name: /Somchai/ }).click();
    await page.waitForURL('**/en/profile');
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await context.close();
  });
});
