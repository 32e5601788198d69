import { join } from 'node:path';
import { LOCALES } from '@app/contracts/locale';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { DEMO_EXCHANGE_PATH } from '../../demo-mode.ts';
import { redirectUriFor } from '../profile/profile-settings.ts';
import { createDevSsoProvider } from './dev-provider/dev-provider.ts';

type DemoExchangeConfig = Pick<
  Config,
  'DEMO_MODE' | 'demoExchangeIssuer' | 'SSO_CLIENT_ID' | 'SSO_CLIENT_SECRET' | 'SSO_REDIRECT_URI' | 'dataDir'
>;

/** Where the demo exchange keeps the accounts opened on it, so a restart keeps them. */
export const DEMO_EXCHANGE_ACCOUNTS_FILE = 'demo-exchange-accounts.json';

/**
 * Demo mode only: the exchange's sign-in, played by the local provider with its demo accounts,
 * served by this server under /demo/exchange so "Continue with your exchange account" works
 * after `npm start` with nothing else running. Outside demo mode nothing is mounted.
 */
export async function demoExchangeRoutes(app: FastifyInstance, { config }: { config: DemoExchangeConfig }) {
  if (!config.DEMO_MODE || !config.demoExchangeIssuer) return;
  const provider = createDevSsoProvider(config.demoExchangeIssuer, {
    clientId: config.SSO_CLIENT_ID,
    clientSecret: config.SSO_CLIENT_SECRET,
    redirectUris: LOCALES.map((locale) => redirectUriFor(config.SSO_REDIRECT_URI, locale)),
    storeFile: join(config.dataDir, DEMO_EXCHANGE_ACCOUNTS_FILE),
  });

  // The provider reads its own form bodies (token requests, the account choice).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'POST'],
    url: `${DEMO_EXCHANGE_PATH}/*`,
    schema: { hide: true },
    handler: (request, reply) => {
      // The site's security headers (CSP among them) still apply to the provider's pages.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(DEMO_EXCHANGE_PATH.length) || '/';
      provider.handle(raw, reply.raw);
    },
  });
  app.log.warn(`demo mode: the demo exchange sign-in is served at ${config.demoExchangeIssuer}`);
}
