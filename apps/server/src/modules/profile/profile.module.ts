import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ProfileSettings, profileSettings } from './profile-settings.ts';
import { profileRoutes } from './profile.routes.ts';

export interface ProfileModuleOptions {
  db: Db;
  clock: Clock;
  config: Parameters<typeof profileSettings>[0];
}

/** The profile: settings, avatar, KYC status. (`app.kycStatus` is wired in feature-wiring.ts.) */
export const profileModule = fp(
  async (app: FastifyInstance, { db, clock, config }: ProfileModuleOptions) => {
    const settings: ProfileSettings = profileSettings(config);
    await app.register(profileRoutes, { db, clock, settings });
  },
  { name: 'profile-module' },
);
