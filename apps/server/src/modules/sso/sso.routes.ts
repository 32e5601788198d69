import {
  exchangeLinkSchema,
  ssoLoginBodySchema,
  ssoLoginSchema,
  ssoStartBodySchema,
  ssoStartSchema,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { requireUser } from '../../plugins/auth.ts';
import { finishExchangeLink, refreshExchangeLink, unlinkExchange } from './exchange-link.service.ts';
import { startExchangeAuthorization } from './exchange-authorization.ts';
import { finishExchangeSignIn } from './sso.service.ts';

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
    async (request) => startExchangeAuthorization(db, clock, settings, request.body.locale),
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

  // Linking a signed-in account (made with an e-mail) to an exchange account, for its KYC.

  app.post(
    '/api/client/user-clients/bitkubnext-link/start',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Starts linking the signed-in account to an exchange account (same provider and PKCE as the sign-in); only this user can finish it',
        body: ssoStartBodySchema,
        response: { 200: ssoStartSchema },
      },
    },
    async (request) =>
      startExchangeAuthorization(db, clock, settings, request.body.locale, requireUser(request).id),
  );

  app.post(
    '/api/client/user-clients/bitkubnext-link',
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Finishes the link: the code is checked with the provider, and the exchange account (its KYC level and name) is linked to the signed-in account',
        body: ssoLoginBodySchema,
        response: { 200: exchangeLinkSchema },
      },
    },
    async (request) => finishExchangeLink(db, clock, settings, requireUser(request).id, request.body),
  );

  app.post(
    '/api/client/user-clients/bitkubnext-link/refresh',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Reads the linked exchange account again (refresh-token grant, then userinfo): KYC level, wallets and name',
        response: { 200: exchangeLinkSchema },
      },
    },
    async (request) => refreshExchangeLink(db, clock, settings, requireUser(request).id),
  );

  app.delete(
    '/api/client/user-clients/bitkubnext-link',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Unlinks the exchange account; refused while a package order or a reward redemption is in progress, and for an account without a password',
        response: { 200: exchangeLinkSchema },
      },
    },
    async (request) => unlinkExchange(db, settings.kycMinLevel, requireUser(request).id),
  );
};
