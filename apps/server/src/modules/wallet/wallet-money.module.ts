import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { depositSecrets, type WalletConfig } from './deposit-secret.ts';
import { payoutSettings } from '../payouts/payout-settings.ts';
import { depositRoutes } from './deposits.routes.ts';
import { walletAdminRoutes } from './wallet-admin.routes.ts';
import { walletMoneyRoutes } from './wallet-money.routes.ts';
import { walletRoutes } from './wallet.routes.ts';
import { profileSettings } from '../profile/profile-settings.ts';

/** Wallet proof, deposits, Redeem Token, the dashboard and the back office's ledger adjustments. */
export async function walletMoneyModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, clock, jobs } = ctx;
  const config = ctx.config as WalletConfig;
  const secrets = depositSecrets(config);
  if (config.NODE_ENV === 'production' && !config.DEPOSIT_WEBHOOK_SECRET) {
    app.log.warn(
      secrets.length > 0
        ? "demo mode: deposit notifications are signed with this installation's secret (see npm run deposit:send)"
        : 'DEPOSIT_WEBHOOK_SECRET is not set: deposit notifications are refused',
    );
  }
  await app.register(walletRoutes, { db, clock, settings: profileSettings(ctx.config) });
  await app.register(depositRoutes, { db, clock, secrets });
  await app.register(walletMoneyRoutes, {
    db,
    clock,
    payouts: payoutSettings(config),
    payoutQueued: () => jobs.kick(),
  });
  await app.register(walletAdminRoutes, { db, clock });
}
