import { resolve } from 'node:path';
import { z } from 'zod';
import { type DemoSettings, demoContentSetting, demoSettings } from './demo-mode.ts';
import { TURNSTILE_SCRIPT_URL } from './modules/captcha/captcha.service.ts';
import { trustProxySetting } from './lib/trust-proxy.ts';
import { PROCESS_ROLES } from './process-role.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; when unset the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How many processes serve requests (one per core is usual); above 1 a primary process migrates,
   * then forks that many workers sharing the port. Needs DATABASE_URL: PGlite serves one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  CONTENT_DIR: z.string().default('./content'),
  /**
   * Load what is missing at start-up (default on): the reference data every site needs
   * (categories, provinces, legal texts) and, where DEMO_CONTENT is on, the demo content.
   */
  SEED_ON_START: booleanFlag.default(true),
  /**
   * The demo content and the demo accounts, whose passwords the README publishes. Unset: on in
   * demo mode only. `true` outside demo mode is for test sites on this machine or a private network.
   */
  DEMO_CONTENT: booleanFlag.optional(),
  /**
   * Apply pending migrations at start-up. Unset: on in demo mode and outside production; a
   * production site outside demo mode migrates as a step of its own (`npm run db:migrate`).
   */
  MIGRATE_ON_START: booleanFlag.optional(),
  /**
   * `all` serves the site and runs the background jobs (the quick start); `web` only serves;
   * `worker` only runs the jobs and answers /healthz, /readyz and /metrics on PORT.
   */
  PROCESS_ROLE: z.enum(PROCESS_ROLES).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token (16 characters or more) that unlocks the Prometheus metrics on `/metrics`; unset,
   * the metrics are neither collected nor served (the path answers 404).
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The reverse proxies in front of the app: how many hops (or which addresses) to trust. */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Public origin of the site, used in absolute links (mails, sitemap, OpenGraph); unset, `http://localhost:{PORT}`. */
  PUBLIC_URL: z.string().url().optional(),
  /** Seconds that public, rarely changing API answers (categories, provinces, footers) are cached. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** How long requests in flight may run once a stop signal arrives (see lib/graceful-shutdown.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Binance-style 24-hour ticker JSON for the price block; unset serves the bundled snapshot. */
  MARKET_DATA_URL: z.string().url().optional(),
  /** Seconds a market feed answer is reused before the feed is asked again. */
  MARKET_DATA_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Outgoing mail server (smtp:// or smtps://); unset keeps mail in the outbox (see /dev/mailbox). */
  SMTP_URL: z.string().url().optional(),
  /** Sender of account mails. */
  MAIL_FROM: z.string().min(3).default('KUB Academy <no-reply@kub-academy.local>'),
  /** Turnstile-compatible siteverify endpoint; with CAPTCHA_SECRET and CAPTCHA_SITE_KEY it turns the captcha on. */
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  /** The widget's public site key, sent to pages. */
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /** The widget's script; the Content-Security-Policy allows its origin while the captcha is on. */
  CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default(TURNSTILE_SCRIPT_URL),
  /** Single sign-on with the exchange account: the provider's origin (its OAuth2 endpoints hang below it). */
  SSO_ISSUER: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).default('kub-academy-dev'),
  SSO_CLIENT_SECRET: z.string().min(1).default('kub-academy-dev-secret'),
  /** Where the provider sends the browser back; `{lang}` is replaced by the page's locale. Unset, it follows PUBLIC_URL. */
  SSO_REDIRECT_URI: z.string().min(1).optional(),
  /** Development only: port of the local sign-in provider started by `npm run dev` (0 turns it off). */
  SSO_DEV_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /**
   * Key (any text of 32 characters or more) that encrypts the exchange refresh tokens kept in the
   * database; unset, a per-installation secret in DATA_DIR is made and used.
   */
  EXCHANGE_TOKEN_KEY: z.string().min(32).optional(),
  /**
   * The key being retired: what it sealed (refresh tokens, second-factor seeds) is still opened and
   * sealed again with EXCHANGE_TOKEN_KEY, until this is unset (see docs/secret-rotation.md).
   */
  EXCHANGE_TOKEN_KEY_PREVIOUS: z.string().min(32).optional(),
  /** The exchange KYC level from which a user counts as verified. */
  KYC_MIN_LEVEL: z.coerce.number().int().min(0).max(10).default(2),
  /** Domain that signed wallet messages must name; defaults to the host of PUBLIC_URL. */
  SIWE_DOMAIN: z.string().min(1).optional(),
  /** JSON-RPC endpoint of the site's chain; with it, contract wallets (ERC-1271, ERC-6492) can prove their address too. */
  WALLET_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * A try-out of the site on one machine: the mailbox and a demo exchange sign-in are served, and
   * every page says so. `auto` (what `npm start` passes) means on while SMTP_URL is unset.
   */
  DEMO_MODE: z.enum(['true', 'false', '1', '0', 'auto']).default('false'),
  /**
   * `required`: admins and editors set up and prove a TOTP second factor before any back-office
   * call; `optional`: they may. Unset: required in production outside demo mode.
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  /** Redis shared by every app instance for rate limits (redis:// or rediss://); unset keeps them in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of this site's Redis keys, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('kub:'),
  /** Member cards go on chain when all three are set: the chain's JSON-RPC endpoint, the MemberCard contract, the minter's key. */
  NFT_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  NFT_CONTRACT_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x address of 40 hex digits')
    .optional(),
  NFT_MINTER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'an 0x private key of 64 hex digits')
    .optional(),
  /**
   * KKUB payouts go on chain when the first three are set: the chain's JSON-RPC endpoint, the
   * KKUB token (ERC-20) and the hot wallet's key; unset, redeemed KKUB stays a site balance.
   */
  KKUB_RPC_URL: z.url({ protocol: /^https?$/ }).optional(),
  KKUB_TOKEN_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x address of 40 hex digits')
    .optional(),
  PAYOUT_HOT_WALLET_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'an 0x private key of 64 hex digits')
    .optional(),
  /**
   * The hot wallet's key before a switch (see docs/secret-rotation.md): it only re-prices transfers
   * it signed that are still in flight, never a new payout.
   */
  PAYOUT_PREVIOUS_HOT_WALLET_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'an 0x private key of 64 hex digits')
    .optional(),
  /** The chain's id (checked against the node); unset, the node's own is used. */
  KKUB_CHAIN_ID: z.coerce.number().int().min(1).optional(),
  /** Blocks on top of a payout's block (itself included) before it counts as settled. */
  PAYOUT_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(3),
  /** KKUB one user may take out per Bangkok day. */
  PAYOUT_DAILY_LIMIT_KKUB: z.coerce.number().positive().default(1000),
  /** KKUB the hot wallet may send per Bangkok day, all users together. */
  PAYOUT_HOT_WALLET_DAILY_LIMIT_KKUB: z.coerce.number().positive().default(100000),
  /** Below this KKUB balance the hot wallet counts as low: payouts wait and admins are mailed. */
  PAYOUT_HOT_WALLET_MIN_KKUB: z.coerce.number().min(0).default(10),
  /** Below this much of the chain's native coin (gas) the hot wallet counts as low too. */
  PAYOUT_HOT_WALLET_MIN_GAS: z.coerce.number().min(0).default(0.01),
  /** Seconds a sent transfer may stay unmined before it is replaced with a higher fee. */
  PAYOUT_STUCK_SECONDS: z.coerce.number().int().min(5).max(86_400).default(180),
  /** Seconds a server-rendered page is kept for visitors without a session (0 turns the page cache off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * Shared secret of the exchange's deposit notifications (HMAC-SHA256, at least 16 characters).
   * Unset: a fixed development secret outside production and in demo mode, else the webhook is off.
   */
  DEPOSIT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * The secret being retired while the exchange moves to a new DEPOSIT_WEBHOOK_SECRET: both are
   * accepted until this is unset (see docs/secret-rotation.md).
   */
  DEPOSIT_WEBHOOK_SECRET_PREVIOUS: z.string().min(16).optional(),
  /**
   * Ed25519 key (PKCS#8 PEM or its base64 DER) that signs certificates. The production server
   * refuses to start without it outside demo mode; in development, demo mode and tests one is
   * generated and kept in the database.
   */
  CERTIFICATE_SIGNING_KEY: z.string().min(1).optional(),
  /**
   * Web Push (VAPID) key pair: the public key (65 bytes) and private key (32 bytes), base64url.
   * Unset, a pair is made once per installation and kept in DATA_DIR; several instances must share one.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url (43 characters)')
    .optional(),
  /** Contact the push services may use about this site's pushes (mailto: or https:); unset, from PUBLIC_URL or MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
  /** Lets Web Push endpoints on loopback and private networks be stored and contacted (tests, closed networks only). */
  PUSH_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  /** Key (32 characters or more) that signs the unsubscribe links of reminder mails; unset, a per-installation secret. */
  REMINDER_UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
  /** The unsubscribe secret being retired: links in mails sent before the rotation keep working until this is unset. */
  REMINDER_UNSUBSCRIBE_SECRET_PREVIOUS: z.string().min(32).optional(),
  /** Key (32 characters or more) that signs the links of data downloads; unset, a per-installation secret. */
  DATA_EXPORT_KEY: z.string().min(32).optional(),
  /** The data-download key being retired: links made with it keep working until this is unset (see docs/secret-rotation.md). */
  DATA_EXPORT_KEY_PREVIOUS: z.string().min(32).optional(),
  /** Days between a confirmed account closure and the erasure; the user can cancel meanwhile. */
  PRIVACY_COOLING_OFF_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Hours a data download link works (once). */
  PRIVACY_EXPORT_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Retention, in days: sent mails' bodies in the outbox. */
  RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Retention, in days: sign-in throttle records (e-mail and address) after their last change. */
  RETENTION_SIGN_IN_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Retention, in days: sessions, account and wallet tokens after they expired or ended. */
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Retention, in days: push subscriptions not renewed by their browser for this long. */
  RETENTION_PUSH_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Retention, in days: accounts whose e-mail address was never confirmed. */
  RETENTION_UNCONFIRMED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Retention, in days: after this the audit log keeps its events but pseudonymises the people in them. */
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
});

const CAPTCHA_PARTS = ['CAPTCHA_VERIFY_URL', 'CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const;

/**
 * The captcha takes all three settings or none: with the verifier but no site key the API would
 * demand answers that no page can give, and a site key alone would show a widget nobody checks.
 */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    context.addIssue({ code: 'custom', path: [missing], message: 'VAPID keys are set as a pair' });
  }
  const set = CAPTCHA_PARTS.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === CAPTCHA_PARTS.length) return;
  for (const name of CAPTCHA_PARTS.filter((part) => !set.includes(part))) {
    context.addIssue({ code: 'custom', path: [name], message: `required with ${set.join(' and ')}` });
  }
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Config = Omit<
  ParsedEnv,
  'PUBLIC_URL' | 'SSO_ISSUER' | 'SSO_REDIRECT_URI' | 'DEMO_MODE' | 'DEMO_CONTENT' | 'MIGRATE_ON_START'
> &
  DemoSettings & {
    /** Demo content and accounts are loaded, and their published passwords let the site start. */
    DEMO_CONTENT: boolean;
    MIGRATE_ON_START: boolean;
    PUBLIC_URL: string;
    SSO_ISSUER: string;
    SSO_REDIRECT_URI: string;
    dataDir: string;
    contentDir: string;
  };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { PUBLIC_URL, SSO_ISSUER, SSO_REDIRECT_URI, DEMO_MODE, DEMO_CONTENT, MIGRATE_ON_START, ...rest } =
    parsed.data;
  // Links follow the port the site listens on unless an origin is given (`PORT=4000 npm start`).
  const publicUrl = (PUBLIC_URL ?? `http://localhost:${rest.PORT}`).replace(/\/+$/, '');
  const demo = demoSettings(DEMO_MODE, { ...rest, PUBLIC_URL: publicUrl, SSO_ISSUER });
  return {
    ...rest,
    ...demo,
    DEMO_CONTENT: demoContentSetting(DEMO_CONTENT, demo.DEMO_MODE, publicUrl),
    MIGRATE_ON_START: MIGRATE_ON_START ?? (demo.DEMO_MODE || rest.NODE_ENV !== 'production'),
    PUBLIC_URL: publicUrl,
    SSO_ISSUER: SSO_ISSUER ?? demo.demoExchangeIssuer ?? 'http://127.0.0.1:4010',
    SSO_REDIRECT_URI: SSO_REDIRECT_URI ?? `${new URL(publicUrl).origin}/{lang}/login/sso/callback`,
    dataDir: resolve(rest.DATA_DIR),
    contentDir: resolve(rest.CONTENT_DIR),
  };
}
