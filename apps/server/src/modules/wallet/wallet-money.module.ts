import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ledgerAdjustmentRoutes } from './wallet-admin.routes.ts';
import { pinRoutes } from '../pin/pin.routes.ts';
import { depositSecret, type WalletConfig } from './deposit-secret.ts';
import { payoutSettings } from '../payouts/payout-settings.ts';
import { depositRoutes } from './deposits.routes.ts';
import { walletMoneyRoutes } from './wallet-money.routes.ts';

/** PIN settings, deposits, Redeem Token, the dashboard and admin adjustments. */
export async function walletMoneyModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, clock, jobs } = ctx;
  const config = ctx.config as WalletConfig;
  const secret = depositSecret(config);
  if (config.NODE_ENV === 'production' && !config.DEPOSIT_WEBHOOK_SECRET) {
    app.log.warn(
      secret
        ? "demo mode: deposit notifications are signed with this installation's secret (see npm run deposit:send)"
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
