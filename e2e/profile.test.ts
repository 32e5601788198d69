import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');

/** Signs in through the local exchange provider, as a person would, and lands on the profile. */
async function signInWithExchange(page: Page, locale: 'en' | 'th', account: string) {
  await page.goto(`/${locale}/login/sso`);
  await page.getByRole('button', { name: new RegExp(`^${account}`) }).click();
  await page.waitForURL(`**/${locale}/profile`);
}

describe('profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends a visitor to log in, and the exchange sign-in brings them back to the profile', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/profile');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/login');
    expect(url.searchParams.get('redirectTo')).toBe('/en/profile');

    // The login page's exchange button runs the whole flow and comes back to the profile.
    await page.getByTestId('sso-login').click();
    await page.getByRole('button', { name: /Somchai/ }).click();
    await page.waitForURL('**/en/profile');
    await expect.poll(() => page.locator('h1').textContent()).toBe('My profile');
    await context.close();
  });

  it('signs in with the exchange account and shows the exchange data and KYC', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await signInWithExchange(page, 'en', 'Somchai');
    expect(await page.locator('h1').textContent()).toBe('My profile');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('somchai@example.com');
    expect(await page.getByTestId('kyc-status').textContent()).toContain('KYC verified');
    expect(await page.getByTestId('exchange-data').textContent()).toContain(
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    );
    const session = (await context.cookies()).find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await context.cookies()).find((c) => c.name === 'sso_flow')).toBeUndefined();
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a callback that this browser did not start', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    const response = await page.goto('/en/login/sso/callback?code=forged&state=forged');
    expect(response?.status()).toBe(400);
    expect(await page.getByTestId('sso-error').textContent()).toContain('did not start here');
    await expectAccessible(page);
    await context.close();
  });

  it('edits the profile with errors next to the fields, and uploads an avatar', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await signInWithExchange(page, 'en', 'Nicha');
    await page.getByLabel('Name', { exact: true }).fill('Nicha');
    await page.getByLabel('Mobile phone').fill('0212345678');
    await page.getByLabel('Postcode').fill('123');
    await page.getByTestId('profile-save').click();
    await expect
      .poll(() => page.getByTestId('profile-phone-error').textContent())
      .toContain('Thai mobile number');
    expect(await page.getByTestId('profile-postcode-error').textContent()).toBe('Postcode must be 5 digits.');
    expect(await page.getByLabel('Mobile phone').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Mobile phone').fill('+66812345678');
    await page.getByLabel('Postcode').fill('10110');
    await page.getByLabel('Province').selectOption({ label: 'Bangkok' });
    await page.getByTestId('profile-save').click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.reload();
    expect(await page.getByLabel('Mobile phone').inputValue()).toBe('0812345678');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Nicha');

    const big = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) };
    await page.getByTestId('avatar-input').setInputFiles(big);
    expect(await page.getByTestId('avatar-error').textContent()).toBe(
      'The image is larger than 5 MB. Please shrink it and try again.',
    );
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('avatar-image').getAttribute('src')).toMatch(/\/avatar\?v=\d+$/);
    await page.getByText('Your picture has been updated.').waitFor();
    await screenshot(page, 'profile-avatar-en-1440');
    await expectAccessible(page);
    await context.close();
  });

  it('favourites an article and finds it on the favourites page, then empties it', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await signInWithExchange(page, 'en', 'Somchai');
    await page.goto('/en/favorites');
    await page.getByTestId('favorites-empty').waitFor();
    expect(await page.getByTestId('favorites-empty').textContent()).toContain('No favourites yet');
    await expectAccessible(page);

    const list = await (
      await page.request.get('/api/client/blogs?active=true&status=true&slug_null=false')
    ).json();
    const article = list.data[0] as { id: number; title: string };
    const saved = await page.request.put(`/api/client/favorites/${article.id}`, {
      headers: { origin: baseUrl },
      data: { type: 'blog', status: 'SAVED' },
    });
    expect(saved.status()).toBe(200);

    await page.reload();
    const items = page.getByTestId('favorites-list').getByRole('listitem');
    expect(await items.count()).toBe(1);
    expect(await items.first().getByRole('heading').textContent()).toBe(article.title);
    await screenshot(page, 'favorites-filled-en-1440');
    await expectAccessible(page);

    await items.first().getByTestId('favourite-button').click();
    await page.getByTestId('favorites-empty').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers no control that needs JavaScript before the page has it, and never sends fields in the address', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, javaScriptEnabled: false });
    // Signing in is a plain form post, so it works without scripts.
    await page.goto('/en/login');
    await page.locator('input[name="email"]').fill('reader@kub-academy.local');
    await page.locator('input[name="password"]').fill('Reader#2026');
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto('/en/profile');
    for (const form of ['profile-form', 'password-form']) {
      expect(await page.getByTestId(form).getAttribute('method'), form).toBe('post');
      expect(await page.getByTestId(form).locator('button[type="submit"]').isDisabled(), form).toBe(true);
    }
    expect(await page.getByTestId('avatar-input').isDisabled()).toBe(true);
    expect(await page.getByTestId('connect-wallet').first().isDisabled()).toBe(true);
    await context.close();
  });

  it('explains that a browser wallet is needed when there is none', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en');
    await page.getByTestId('connect-wallet').first().click();
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('A browser wallet is needed');
    await context.close();
  });

  it('looks right in both languages, both themes, on a phone and a desktop', async () => {
    for (const locale of ['en', 'th'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const [size, viewport] of [
          ['360', PHONE],
          ['1440', DESKTOP],
        ] as const) {
          const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport });
          await setTheme(context, theme);
          await signInWithExchange(page, locale, 'Somchai');
          await screenshot(page, `profile-${locale}-${theme}-${size}`);
          if (size === '1440') await expectAccessible(page);
          await page.goto(`/${locale}/favorites`);
          await screenshot(page, `favorites-${locale}-${theme}-${size}`);
          if (size === '1440') await expectAccessible(page);
          await context.close();
        }
      }
    }
  });
});

async function setTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
}
