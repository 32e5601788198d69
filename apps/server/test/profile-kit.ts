import type { AppConfig } from '../src/app-context.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { createTestDatabase, type Driver } from './test-db.ts';

export const SITE = 'https://academy.example';
export const REDIRECT_TEMPLATE = `${SITE}/{lang}/login/sso/callback`;
export const SSO_CLIENT = { id: 'kub-academy-test', secret: 'kub-academy-test-secret' };

export interface ProfileTestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** What the app was built with, for a second process of the same site. */
  config: AppConfig;
  /** A new user (verified e-mail unless told otherwise); returns its id. */
  createUser(fields?: Partial<typeof users.$inferInsert>): Promise<number>;
  /** A session for the user: headers to send with `inject`. */
  signIn(userId: number): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** The real app on its own database with a clock tests can move, pointed at a sign-in provider. */
export async function createProfileTestApp(
  driver: Driver,
  options: {
    ssoIssuer?: string;
    kycMinLevel?: number;
    walletRpcUrl?: string;
    /** More settings, for features configured by environment (e.g. the NFT_* chain settings). */
    config?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<ProfileTestApp> {
  const database = await createTestDatabase(driver);
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  const config = {
    NODE_ENV: 'test' as const,
    LOG_LEVEL: 'silent' as const,
    TRUST_PROXY: false,
    CACHE_TTL_SECONDS: 60,
    PUBLIC_URL: SITE,
    SSO_ISSUER: options.ssoIssuer ?? 'http://127.0.0.1:9',
    SSO_CLIENT_ID: SSO_CLIENT.id,
    SSO_CLIENT_SECRET: SSO_CLIENT.secret,
    SSO_REDIRECT_URI: REDIRECT_TEMPLATE,
    SSO_DEV_PROVIDER_PORT: 0,
    KYC_MIN_LEVEL: options.kycMinLevel ?? 2,
    WALLET_RPC_URL: options.walletRpcUrl,
    ...options.config,
  };
  const app = await buildApp({ database, config, logger: false, clock });
  options.beforeReady?.(app);
  await app.ready();
  const db = database.db;
  return {
    app,
    database,
    clock,
    config,
    createUser: async (fields = {}) => {
      counter += 1;
      const [row] = await db
        .insert(users)
        .values({
          email: `member${counter}-${Date.now()}@example.com`,
          emailVerifiedAt: clock.now(),
          ...fields,
        })
        .returning({ id: users.id });
      return row!.id;
    },
    signIn: async (userId) => {
      const { token } = await createSession(db, clock, userId);
      return { authorization: `Bearer ${token}` };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
