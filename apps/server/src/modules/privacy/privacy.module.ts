import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { ACCOUNT_ERASURE_JOB, accountErasureHandler } from './account-erasure.ts';
import { DATA_EXPORT_JOB, dataExportHandler } from './data-export.service.ts';
import { EXCHANGE_REVOKE_JOB, exchangeRevocationHandler } from './exchange-revocation.ts';
import { privacySettings } from './privacy-settings.ts';
import { privacyAdminRoutes } from './privacy-admin.routes.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { RETENTION_JOB, retentionHandler, scheduleRetention } from './retention.ts';

/** Users' rights over their data: closing the account, downloading the data, and their jobs. */
export async function privacyModule(
  app: FastifyInstance,
  { db, clock, config, jobs }: AppContext,
): Promise<void> {
  const settings = privacySettings(config as Partial<Config> & Pick<Config, 'NODE_ENV'>);
  jobs.handle(
    ACCOUNT_ERASURE_JOB,
    accountErasureHandler(async (revoked) => {
      // A revoked certificate's verify page and status list must not be served from a cache.
      if (revoked > 0) await app.contentInvalidation.invalidate('certificates');
    }),
  );
  jobs.handle(EXCHANGE_REVOKE_JOB, exchangeRevocationHandler(settings.profile));
  jobs.handle(DATA_EXPORT_JOB, dataExportHandler(settings));
  jobs.handle(RETENTION_JOB, retentionHandler(settings.retention));
  await scheduleRetention(db, clock).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not schedule the retention job'),
  );
  const ctx = { db, clock, settings, kick: () => jobs.kick() };
  await app.register(privacyRoutes, { ctx });
  await app.register(privacyAdminRoutes, { ctx });
}
