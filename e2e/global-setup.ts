import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MailInbox } from '../apps/server/test/mail-inbox.ts';
import { startDevSsoProvider } from '../apps/server/src/modules/sso/dev-provider/dev-provider.ts';
import { FAKE_TURNSTILE, startFakeTurnstile } from './fake-turnstile.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second site with the captcha on, backed by a Turnstile-compatible fake. */
    captchaBaseUrl: string;
    /** Where the SMTP listener writes each received mail (`<n>.eml`). */
    mailDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** Runs the production build on a fresh embedded database, as `npm start` would. */
async function startSite(port: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kub-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, child).catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
    startSite(port, {
      SMTP_URL: smtpUrl,
      SSO_ISSUER: sso.issuer,
      SSO_CLIENT_ID: 'kub-academy-e2e',
      SSO_CLIENT_SECRET: 'kub-academy-e2e-secret',
      SSO_REDIRECT_URI: `http://127.0.0.1:${port}/{lang}/login/sso/callback`,
    }),
    startSite(await freePort(), {
      // Its mails stay in its outbox; warnings about that would only be noise here.
      LOG_LEVEL: 'error',
      CAPTCHA_VERIFY_URL: turnstile.verifyUrl,
      CAPTCHA_SECRET: FAKE_TURNSTILE.secret,
      CAPTCHA_SITE_KEY: FAKE_TURNSTILE.siteKey,
      CAPTCHA_SCRIPT_URL: turnstile.scriptUrl,
    }),
  ]);
  project.provide('baseUrl', site.baseUrl);
  project.provide('captchaBaseUrl', captchaSite.baseUrl);
  project.provide('mailDir', mailDir);
  return async () => {
    await Promise.all([site.stop(), captchaSite.stop()]);
    await inbox.close();
    await rm(mailDir, { recursive: true, force: true });
    await sso.close();
    await turnstile.close();
  };
}
