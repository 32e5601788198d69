import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { WebOptions } from '../src/web/ssr.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { signDeposit } from '../src/modules/wallet/deposit-signature.ts';
import { MailInbox } from './mail-inbox.ts';
import { createTestDatabase, type Driver } from './test-db.ts';

export const SITE = 'https://academy.example';
export const DEPOSIT_SECRET = 'test-deposit-secret-0123456789';

export interface WalletTestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  inbox: MailInbox;
  /** A new verified user (KYC passed unless told otherwise); returns its id and session headers. */
  createUser(
    fields?: Partial<typeof users.$inferInsert>,
  ): Promise<{ id: number; email: string; headers: Record<string, string> }>;
  /** `inject` from a client address of its own, so per-address rate limits do not couple tests. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Posts a deposit notification signed with the shared secret (or as told). */
  deposit(
    body: unknown,
    options?: { secret?: string; timestamp?: number; raw?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The request of a deposit notification: `raw` signed with `secret` at `timestamp` (unix seconds). */
export function signedDeposit(secret: string, timestamp: number, raw: string): InjectOptions {
  return {
    method: 'POST',
    url: '/api/webhooks/exchange/deposits',
    headers: {
      'content-type': 'application/json',
      'x-deposit-timestamp': String(timestamp),
      'x-deposit-signature': signDeposit(secret, String(timestamp), raw),
    },
    payload: raw,
  };
}

let counter = 0;
let address = 0;

/**
 * The real app on its own database, mailing a real SMTP listener, with a clock tests can move;
 * with `web`, it serves the site's pages too (test/web-pages.ts).
 */
export async function createWalletTestApp(
  driver: Driver,
  options: { web?: WebOptions } = {},
): Promise<WalletTestApp> {
  const database = await createTestDatabase(driver);
  const inbox = new MailInbox();
  const smtpUrl = await inbox.start();
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  const config = {
    NODE_ENV: 'test' as const,
    LOG_LEVEL: 'silent' as const,
    TRUST_PROXY: false,
    CACHE_TTL_SECONDS: 60,
    PUBLIC_URL: SITE,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'KUB Academy <no-reply@academy.example>',
    DEPOSIT_WEBHOOK_SECRET: DEPOSIT_SECRET,
  };
  const app = await buildApp({
    database,
    config,
    logger: false,
    clock,
    ...(options.web ? { web: options.web } : {}),
  });
  await app.ready();
  const db = database.db;
  const call = (options: InjectOptions) => {
    address += 1;
    return app.inject({
      remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
      ...options,
    });
  };
  return {
    app,
    database,
    clock,
    inbox,
    call,
    createUser: async (fields = {}) => {
      counter += 1;
      const email = `wallet${counter}-${Date.now()}@example.com`;
      const [row] = await db
        .insert(users)
        .values({ email, emailVerifiedAt: clock.now(), kycOverride: true, ...fields })
        .returning({ id: users.id, email: users.email });
      const { token } = await createSession(db, clock, row!.id);
      return { id: row!.id, email: row!.email, headers: { authorization: `Bearer ${token}` } };
    },
    deposit: (body, options = {}) => {
      const raw = options.raw ?? JSON.stringify(body);
      const timestamp = options.timestamp ?? Math.floor(clock.now().getTime() / 1000);
      return call(signedDeposit(options.secret ?? DEPOSIT_SECRET, timestamp, raw));
    },
    close: async () => {
      await app.close();
      await database.close();
      await inbox.close();
    },
  };
}
