import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MailInbox } from '../apps/server/test/mail-inbox.ts';
import { freePort, startProductionServer } from '../apps/server/test/production-server.ts';
import { startDevSsoProvider } from '../apps/server/src/modules/sso/dev-provider/dev-provider.ts';
import { FAKE_TURNSTILE, startFakeTurnstile } from './fake-turnstile.ts';
import { E2E_REMINDER_UNSUBSCRIBE_SECRET } from './reminder-secret.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second site with the captcha on, backed by a Turnstile-compatible fake. */
    captchaBaseUrl: string;
    /** Where the SMTP listener writes each received mail (`<n>.eml`). */
    mailDir: string;
  }
}

/** The site the journeys use, and a second one with the captcha on (the other journeys never see it). */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // A real SMTP listener: the server mails it, journeys read the mails from files.
  const mailDir = await mkdtemp(join(tmpdir(), 'kub-e2e-mail-'));
  const inbox = new MailInbox();
  inbox.onMail = (mail) => void writeFile(join(mailDir, `${inbox.mails.length}.eml`), mail.raw);
  const smtpUrl = await inbox.start();
  // The local exchange sign-in provider, on its own port (the production server never mounts it).
  const sso = await startDevSsoProvider({
    clientId: 'kub-academy-e2e',
    clientSecret: 'kub-academy-e2e-secret',
    redirectUris: ['en', 'th'].map((lang) => `http://127.0.0.1:${port}/${lang}/login/sso/callback`),
  });
  const turnstile = await startFakeTurnstile();
  const [site, captchaSite] = await Promise.all([
    startProductionServer({
      port,
      env: {
        SMTP_URL: smtpUrl,
        SSO_ISSUER: sso.issuer,
        SSO_CLIENT_ID: 'kub-academy-e2e',
        SSO_CLIENT_SECRET: 'kub-academy-e2e-secret',
        SSO_REDIRECT_URI: `http://127.0.0.1:${port}/{lang}/login/sso/callback`,
        REMINDER_UNSUBSCRIBE_SECRET: E2E_REMINDER_UNSUBSCRIBE_SECRET,
        // A test site outside demo mode: the journeys sign in as the demo accounts.
        DEMO_CONTENT: 'true',
      },
    }),
    startProductionServer({
      env: {
        // Its mails stay in its outbox; warnings about that would only be noise here.
        LOG_LEVEL: 'error',
        CAPTCHA_VERIFY_URL: turnstile.verifyUrl,
        CAPTCHA_SECRET: FAKE_TURNSTILE.secret,
        CAPTCHA_SITE_KEY: FAKE_TURNSTILE.siteKey,
        CAPTCHA_SCRIPT_URL: turnstile.scriptUrl,
        DEMO_CONTENT: 'true',
      },
    }),
  ]);
  project.provide('baseUrl', site.url);
  project.provide('captchaBaseUrl', captchaSite.url);
  project.provide('mailDir', mailDir);
  return async () => {
    await Promise.all([site.stop(), captchaSite.stop()]);
    await inbox.close();
    await rm(mailDir, { recursive: true, force: true });
    await sso.close();
    await turnstile.close();
  };
}
