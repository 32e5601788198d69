import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sealingSecrets } from '../../lib/sealing-secret.ts';
import { sealingKeysFrom } from '../../lib/token-crypto.ts';
import { captchaEnabled } from '../captcha/captcha.service.ts';
import { captchaRoutes } from '../captcha/captcha.routes.ts';
import { mailboxRoutes } from '../mail/mailbox.routes.ts';
import { MAIL_JOB } from '../mail/mail-outbox.ts';
import { mailSender } from '../mail/mail-worker.ts';
import type { AccountsConfig } from './accounts.context.ts';
import { type AccountsRateLimits, accountsRoutes, DEFAULT_RATE_LIMITS } from './accounts.routes.ts';
import { secondFactorRoutes } from './second-factor.routes.ts';

export interface AccountsModuleOptions {
  db: Db;
  clock: Clock;
  /** The app's configuration; what it leaves out falls back to development defaults. */
  config: Partial<AccountsConfig> & Pick<AccountsConfig, 'NODE_ENV'>;
  rateLimits?: Partial<AccountsRateLimits>;
}

/** E-mail/password accounts, their mail and captcha, wired into the app. */
export const accountsModule = fp(async (app: FastifyInstance, options: AccountsModuleOptions) => {
  const config: AccountsConfig = {
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_FROM: 'KUB Academy <no-reply@kub-academy.local>',
    ...options.config,
  };
  // Mail is a job kind: with SMTP configured the app's job worker sends it; without, the jobs
  // wait in the table and the mailbox page shows them.
  const sender = config.SMTP_URL ? mailSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) : null;
  if (sender) {
    app.jobs.handle(MAIL_JOB, sender.handler);
    app.addHook('onClose', async () => sender.close());
  }

  if (config.NODE_ENV === 'production') {
    if (!sender) {
      app.log.warn(
        config.DEMO_MODE
          ? 'demo mode: account mails are kept in the outbox and shown at /dev/mailbox'
          : 'SMTP_URL is not set: account mails stay in the outbox',
      );
    }
    if (!captchaEnabled(config))
      app.log.warn('CAPTCHA_VERIFY_URL, CAPTCHA_SECRET and CAPTCHA_SITE_KEY are not set: the captcha is off');
  }

  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const ctx = {
    db: options.db,
    clock: options.clock,
    config,
    secondFactorKey: sealingKeysFrom(sealingSecrets(config), 'second-factor-key'),
    mailQueued: () => app.jobs.kick(),
  };
  await app.register(accountsRoutes, { ctx, limits });
  await app.register(secondFactorRoutes, { ctx });
  await app.register(captchaRoutes, { config, rateLimitMax: limits.captcha });
  if (config.NODE_ENV !== 'production' || config.DEMO_MODE) {
    await app.register(mailboxRoutes, { db: options.db, demo: config.DEMO_MODE === true });
  }
});
