import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { TrustProxy } from '../src/lib/trust-proxy.ts';
import { MailInbox } from './mail-inbox.ts';
import { createTestDatabase, type Driver } from './test-db.ts';

export const PUBLIC_URL = 'https://academy.example';
export const PASSING_CAPTCHA = 'captcha-ok';

/** A Turnstile-compatible siteverify endpoint: `captcha-ok` passes, anything else fails. */
export class SiteverifyServer {
  readonly requests: URLSearchParams[] = [];
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      this.requests.push(form);
      const success = form.get('secret') === 'test-secret' && form.get('response') === PASSING_CAPTCHA;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/siteverify`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

export interface AccountsTestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  inbox: MailInbox;
  /** Runs the queued jobs now, mail to the SMTP listener among them. */
  deliver(): Promise<number>;
  close(): Promise<void>;
}

/** The real app on its own database, mailing a real SMTP listener, with a clock tests can move. */
export async function createAccountsTestApp(
  driver: Driver,
  options: { captcha?: boolean; trustProxy?: TrustProxy; staffTwoFactor?: 'required' | 'optional' } = {},
): Promise<AccountsTestApp> {
  const database = await createTestDatabase(driver);
  const inbox = new MailInbox();
  const smtpUrl = await inbox.start();
  const siteverify = options.captcha ? new SiteverifyServer() : undefined;
  const verifyUrl = await siteverify?.start();
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  const config = {
    NODE_ENV: 'test' as const,
    LOG_LEVEL: 'silent' as const,
    TRUST_PROXY: options.trustProxy ?? false,
    CACHE_TTL_SECONDS: 60,
    PUBLIC_URL,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'KUB Academy <no-reply@academy.example>',
    ...(verifyUrl ? { CAPTCHA_VERIFY_URL: verifyUrl, CAPTCHA_SECRET: 'test-secret' } : {}),
    ...(options.staffTwoFactor ? { STAFF_TWO_FACTOR: options.staffTwoFactor } : {}),
  };
  const app = await buildApp({ database, config, logger: false, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    inbox,
    deliver: () => app.jobs.drain(),
    close: async () => {
      await app.close();
      await database.close();
      await inbox.close();
      await siteverify?.close();
    },
  };
}

let addressCounter = 0;
/** A distinct client address per call, so per-address rate limits do not couple tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export const STRONG_PASSWORD = 'Learn2Earn!';
