import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
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
 * The profile and KYC status. The KYC
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
    await app.register(profileRoutes, { db, clock, settings });
  },
  { name: 'profile-module' },
);
