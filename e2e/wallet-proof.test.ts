import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
} from './browser.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

const PASSWORD = 'WalletProof#2026';

/**
 * A browser wallet for a page: headless Chromium has no extension, so `window.ethereum` (EIP-1193)
 * is played by a throwaway key in the test, answering the same three requests a wallet would.
 */
async function injectWallet(context: BrowserContext, key: Hex = generatePrivateKey()) {
  const account = privateKeyToAccount(key);
  await context.exposeFunction('__testWallet', async (method: string, params: unknown[] = []) => {
    if (method === 'eth_requestAccounts') return [account.address];
    if (method === 'eth_chainId') return '0x1';
    if (method === 'personal_sign') return account.signMessage({ message: String(params[0]) });
    throw new Error(`unsupported ${method}`);
  });
  await context.addInitScript(() => {
    const call = (globalThis as unknown as { __testWallet: (m: string, p?: unknown[]) => Promise<unknown> })
      .__testWallet;
    (globalThis as unknown as { ethereum: unknown }).ethereum = {
      request: ({ method, params }: { method: string; params?: unknown[] }) => call(method, params),
    };
  });
  return account;
}

describe('proving a wallet where the earning checklist leads', () => {
  let browser: Browser;
  let site: PostgresSite;
  let counter = 0;

  async function newUser() {
    counter += 1;
    const email = `wallet-proof-${counter}-${Date.now()}@example.com`;
    const [row] = await site.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  const proof = async (id: number) => {
    const [row] = await queryRows<{ wallet_address: string | null; wallet_proven_at: Date | null }>(
      site.database.db,
      sql`select wallet_address, wallet_proven_at from users where id = ${id}`,
    );
    return row!;
  };

  beforeAll(async () => {
    site = await startPostgresSite('wallet_proof');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function followChecklist(page: Page, locale: 'en' | 'th') {
    await page.goto(`/${locale}/earn`);
    await page.getByTestId('earning-step-wallet-link').click();
    await page.waitForURL(`**/${locale}/profile#profile-wallet`);
    await page.locator('body[data-hydrated]').waitFor();
  }

  it('proves by keyboard in the Wallet section, then asks before a save would drop the proof', async () => {
    const user = await newUser();
    const { context, page, problems } = await openPage(browser, { baseURL: site.server.url });
    const wallet = await injectWallet(context);
    await logInByEmail(page, { locale: 'en', email: user.email, password: PASSWORD, redirectTo: '/en/earn' });
    await followChecklist(page, 'en');

    const section = page.locator('section[aria-labelledby="profile-wallet"]');
    expect(await section.getByTestId('wallet-proof-status').textContent()).toContain('Not proven yet');
    // The proof is in the section the checklist opened, and works from the keyboard.
    const prove = section.getByTestId('prove-wallet');
    expect(await prove.textContent()).toBe('Prove this wallet');
    await prove.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => section.getByTestId('wallet-proof-status').getAttribute('data-proven'))
      .toBe('true');
    expect(await section.getByLabel('Wallet address').inputValue()).toBe(wallet.address);
    expect((await proof(user.id)).wallet_address).toBe(wallet.address);
    await expectAccessible(page);

    // Another address: the save is held and the page asks, with the answer under the keyboard.
    const other = privateKeyToAccount(generatePrivateKey()).address;
    await section.getByLabel('Wallet address').fill(other);
    await page.getByTestId('profile-save').click();
    const question = page.getByTestId('wallet-drop-confirm');
    await question.waitFor();
    expect(await question.textContent()).toContain(`${wallet.address} is proven as yours`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'wallet-drop-yes',
    );
    expect((await proof(user.id)).wallet_proven_at).not.toBeNull();
    await expectAccessible(page);
    await screenshot(page, 'profile-wallet-drop-question-en-light');

    // "Keep" puts the proven address back and saves nothing.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await section.getByLabel('Wallet address').inputValue()).toBe(wallet.address);
    expect(await proof(user.id)).toMatchObject({ wallet_address: wallet.address });
    expect((await proof(user.id)).wallet_proven_at).not.toBeNull();

    // Confirmed: saved, and the page says the new address is not proven.
    await section.getByLabel('Wallet address').fill(other);
    await page.getByTestId('profile-save').click();
    await question.waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('The new wallet address is not proven yet.');
    await expect
      .poll(() => section.getByTestId('wallet-proof-status').getAttribute('data-proven'))
      .toBe('false');
    expect(await proof(user.id)).toMatchObject({ wallet_address: other, wallet_proven_at: null });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks in Thai too, in both themes, on a phone and a desktop', async () => {
    for (const [theme, viewport] of [
      ['dark', PHONE],
      ['light', DESKTOP],
    ] as const) {
      const user = await newUser();
      const { context, page, problems } = await openPage(browser, { baseURL: site.server.url, viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: site.server.url }]);
      await injectWallet(context);
      await logInByEmail(page, {
        locale: 'th',
        email: user.email,
        password: PASSWORD,
        redirectTo: '/th/earn',
      });
      await followChecklist(page, 'th');
      const section = page.locator('section[aria-labelledby="profile-wallet"]');
      await section.getByTestId('prove-wallet').click();
      await expect
        .poll(() => section.getByTestId('wallet-proof-status').textContent())
        .toContain('พิสูจน์แล้วว่าเป็นของคุณ');
      await section.locator('input[name="walletAddress"]').fill('');
      await page.getByTestId('profile-save').click();
      const question = page.getByTestId('wallet-drop-confirm');
      await question.waitFor();
      expect(await question.textContent()).toContain('ต้องการบันทึกหรือไม่');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await screenshot(page, `profile-wallet-drop-question-th-${theme}-${viewport.width}`);
      expect((await proof(user.id)).wallet_proven_at).not.toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
