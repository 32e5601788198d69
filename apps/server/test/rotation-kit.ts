import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/app-context.ts';
import type { Config } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import type { ManualClock } from '../src/lib/clock.ts';

export const SITE = 'https://academy.example';

/**
 * Instances of one site on one database, each with its own secrets: a rolling deploy in the
 * middle of a rotation, where old and new settings serve side by side.
 */
export class RotationSites {
  private readonly apps: FastifyInstance[] = [];
  constructor(
    private readonly database: Database,
    private readonly clock: ManualClock,
  ) {}

  async site(config: Partial<Config>): Promise<FastifyInstance> {
    const base: AppConfig = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: false,
      CACHE_TTL_SECONDS: 60,
    };
    const app = await buildApp({
      database: this.database,
      config: { ...base, PUBLIC_URL: SITE, ...config } as AppConfig,
      logger: false,
      clock: this.clock,
    });
    await app.ready();
    this.apps.push(app);
    return app;
  }

  async close(): Promise<void> {
    for (const app of this.apps) await app.close();
  }
}
