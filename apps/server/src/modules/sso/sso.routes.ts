import {
  ssoLoginBodySchema,
  ssoLoginSchema,
  ssoStartBodySchema,
  ssoStartSchema,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { finishExchangeSignIn, startExchangeSignIn } from './sso.service.ts';

export const ssoRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; settings: ProfileSettings }> = async (
  app,
  { db, clock, settings },
) => {
  app.post(
    '/api/client/user-clients/bitkubnext-login/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, personal: true },
      schema: {
        tags: ['auth'],
        summary: 'Starts a sign-in with the exchange account: the authorisation URL, state and PKCE verifier',
        body: ssoStartBodySchema,
        response: { 200: ssoStartSchema },
      },
    },
    async (request) => startExchangeSignIn(db, clock, settings, request.body.locale),
  );

  app.post(
    '/api/client/user-clients/bitkubnext-login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, personal: true },
      schema: {
        tags: ['auth'],
        summary:
          'Finishes a sign-in with the exchange: validates the code with the provider, links or creates the user, opens a session',
        body: ssoLoginBodySchema,
        response: { 200: ssoLoginSchema },
      },
    },
    async (request) => finishExchangeSignIn(db, clock, settings, request.body, request.headers['user-agent']),
  );
};
