import type { Page } from 'playwright-core';
import {
  freePort,
  type ProductionServer,
  startProductionServer,
} from '../apps/server/test/production-server.ts';
import { waitUntilInteractive } from './browser.ts';

/**
 * The production server as the quick start leaves it: demo mode on because no mail server is set,
 * and links and the sign-in callback following PORT. The site calls itself localhost, so the
 * browser does the same (`url`).
 */
export async function startQuickStartSite(): Promise<ProductionServer> {
  const port = await freePort();
  const site = await startProductionServer({
    port,
    env: {
      DEMO_MODE: 'auto',
      LOG_LEVEL: 'error',
      PUBLIC_URL: '',
      SSO_ISSUER: '',
      SSO_REDIRECT_URI: '',
      SMTP_URL: '',
      // What the quick start leaves unset: demo mode alone loads the demo and migrates.
      DEMO_CONTENT: '',
      MIGRATE_ON_START: '',
    },
  });
  return { ...site, url: `http://localhost:${port}` };
}

/**
 * A new e-mail account on a demo-mode site, as a user makes it in English: the register form,
 * the confirmation link from the demo mailbox, then the log-in form, landing on the profile.
 */
export async function registerInDemoAndSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/register');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/en/register/sent?email=*');
  await page.goto('/dev/mailbox');
  await page
    .getByTestId('mail')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: /\/en\/confirm\?/ })
    .click();
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await page.getByTestId('confirm-done').waitFor();
  await page.goto('/en/login?redirectTo=%2Fen%2Fprofile');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/en/profile');
  await waitUntilInteractive(page);
}
