import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { adminRoutes } from '../admin/admin.routes.ts';
import { favoritesRoutes } from '../favorites/favorites.routes.ts';
import { ssoRoutes } from '../sso/sso.routes.ts';
import { walletRoutes } from '../wallet/wallet.routes.ts';
import { refreshIfStale } from '../sso/exchange-link.service.ts';
import { getKycStatusAndFreshness, type KycFacts, kycStatusFrom } from './kyc.service.ts';
import { type ProfileSettings, profileSettings } from './profile-settings.ts';
import { profileRoutes } from './profile.routes.ts';

export interface ProfileModuleOptions {
  db: Db;
  clock: Clock;
  config: Parameters<typeof profileSettings>[0];
}

/**
 * Single sign-on, wallet proof, KYC, profile, admin user management and favourites. The KYC
 * status is decorated on the root instance so every feature's `requireKyc` can reach it.
 */
export const profileModule = fp(
  async (app: FastifyInstance, { db, clock, config }: ProfileModuleOptions) => {
    const settings: ProfileSettings = profileSettings(config);
    app.decorate('kycStatus', async (userId: number) => {
      const { status, ...freshness } = await getKycStatusAndFreshness(db, settings.kycMinLevel, userId);
      refreshIfStale(db, clock, settings, userId, freshness, (error) =>
        app.log.warn({ err: error, userId }, 'background refresh of the exchange data failed'),
      );
      return status;
    });
    app.decorate('kycStatusFrom', (facts: KycFacts) => kycStatusFrom(facts, settings.kycMinLevel));
    await app.register(ssoRoutes, { db, clock, settings });
    await app.register(walletRoutes, { db, clock, settings });
    await app.register(profileRoutes, { db, clock, settings });
    await app.register(adminRoutes, { db, clock });
    await app.register(favoritesRoutes, { db, clock });
  },
  { name: 'profile-module' },
);
