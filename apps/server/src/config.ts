import { resolve } from 'node:path';
import { z } from 'zod';

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
  DATA_DIR: z.string().default('./data'),
  CONTENT_DIR: z.string().default('./content'),
  /** Seed demo content on start when the database has none (default on). */
  SEED_ON_START: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy). */
  TRUST_PROXY: booleanFlag.default(false),
  /** Public origin of the site, used in absolute links (mails, sitemap, OpenGraph). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Seconds that public, rarely changing API answers (categories, provinces, footers) are cached. */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; contentDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    ...parsed.data,
    dataDir: resolve(parsed.data.DATA_DIR),
    contentDir: resolve(parsed.data.CONTENT_DIR),
  };
}
