import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
// Declares `app.kycStatus`, which the composition root provides (feature-wiring.ts).
import type {} from '../../plugins/kyc-guard.ts';
import { memberCardRoutes } from './member-card.routes.ts';
import { MEMBER_CARD_MINT_JOB, mintMemberCardHandler } from './member-card-mint.ts';
import { subscriptionSettings } from './subscription-settings.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/** Packages, purchase, the user's terms and the NFT member card (routes and the mint job). */
export async function subscriptionsModule(app: FastifyInstance, { db, clock, config, jobs }: AppContext) {
  const settings = subscriptionSettings(config);
  // The minter's key signs one transaction at a time (its nonces), in one process.
  jobs.handle(MEMBER_CARD_MINT_JOB, mintMemberCardHandler(settings), { singleton: 'member-cards' });
  const ctx = { db, clock, settings, jobs, kycStatus: (userId: number) => app.kycStatus(userId) };
  await app.register(subscriptionsRoutes, { ctx });
  await app.register(memberCardRoutes, { db, settings });
}
