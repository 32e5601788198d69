import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { ledgerAdjustmentRoutes } from '../admin/ledger-adjustments.routes.ts';
import { pinRoutes } from '../pin/pin.routes.ts';
import { payoutSettings } from '../payouts/payout-settings.ts';
import { DEV_DEPOSIT_SECRET } from './dev-deposit-secret.ts';
import { depositRoutes } from './deposits.routes.ts';
import { walletMoneyRoutes } from './wallet-money.routes.ts';

type WalletConfig = Partial<Config> & Pick<Config, 'NODE_ENV'>;

/**
 * The deposit webhook's secret: the configured one; on a developer's machine or in the demo
 * (localhost only, see demo-mode.ts) a fixed one that `npm run deposit:send` also knows; in
 * production without one, none (the webhook answers 503).
 */
export function depositSecret(config: WalletConfig): string | undefined {
  if (config.DEPOSIT_WEBHOOK_SECRET) return config.DEPOSIT_WEBHOOK_SECRET;
  return config.NODE_ENV !== 'production' || config.DEMO_MODE ? DEV_DEPOSIT_SECRET : undefined;
}

/** PIN settings, deposits, Redeem Token, the dashboard and admin adjustments. */
export async function walletMoneyModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, clock, jobs } = ctx;
  const config = ctx.config as WalletConfig;
  const secret = depositSecret(config);
  if (config.NODE_ENV === 'production' && !config.DEPOSIT_WEBHOOK_SECRET) {
    app.log.warn(
      secret
        ? 'demo mode: deposit notifications use the development secret (see npm run deposit:send)'
        : 'DEPOSIT_WEBHOOK_SECRET is not set: deposit notifications are refused',
    );
  }
  const publicUrl = config.PUBLIC_URL ?? 'http://localhost:3000';
  await app.register(pinRoutes, { db, clock, publicUrl, mailQueued: () => jobs.kick() });
  await app.register(depositRoutes, { db, clock, secret });
  await app.register(walletMoneyRoutes, {
    db,
    clock,
    payouts: payoutSettings(config),
    payoutQueued: () => jobs.kick(),
  });
  await app.register(ledgerAdjustmentRoutes, { db, clock });
}
