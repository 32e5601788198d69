import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { payoutChain } from './payout-chain.ts';
import {
  PAYOUT_RECONCILE_JOB,
  payoutReconcileHandler,
  payoutSendHandler,
  recoverOpenPayouts,
  scheduleReconciliation,
} from './payout-jobs.ts';
import { PAYOUT_SEND_JOB } from './payout-request.service.ts';
import { payoutSettings } from './payout-settings.ts';
import { payoutsRoutes } from './payouts.routes.ts';

/**
 * KKUB payouts on chain: the send and reconcile jobs (only with a chain configured), recovery of
 * payouts left in flight at start-up, the user's list and the back office's queue.
 */
export async function payoutsModule(app: FastifyInstance, { db, clock, config, jobs }: AppContext) {
  const settings = payoutSettings(config as Partial<Config>);
  const chain = settings.chain ? payoutChain(settings.chain) : null;
  if (chain) {
    const env = { db, clock, settings, chain };
    // One process at a time signs with the hot wallet (its nonces) and reconciles it.
    jobs.handle(PAYOUT_SEND_JOB, payoutSendHandler(env), { singleton: 'payouts' });
    jobs.handle(PAYOUT_RECONCILE_JOB, payoutReconcileHandler(env), { singleton: 'payouts' });
    app.addHook('onReady', async () => {
      const open = await recoverOpenPayouts(db, clock);
      if (open > 0) app.log.info({ open }, 'payouts in flight queued for a check');
      await scheduleReconciliation(db, clock);
      jobs.kick();
    });
  }
  await app.register(payoutsRoutes, {
    ctx: {
      db,
      clock,
      enabled: chain !== null,
      hotWallet: chain?.hotWallet ?? null,
      kick: () => jobs.kick(),
    },
    chain,
  });
}
