import {
  walletNonceBodySchema,
  walletNonceSchema,
  walletVerifyBodySchema,
  walletVerifySchema,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { issueWalletNonce, verifyWalletProof } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  settings: ProfileSettings;
}> = async (app, { db, clock, settings }) => {
  app.post(
    '/api/client/wallet/nonce',
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'A single-use nonce and the Sign-In with Ethereum message to sign with the wallet',
        body: walletNonceBodySchema,
        response: { 200: walletNonceSchema },
      },
    },
    async (request) => issueWalletNonce(db, clock, settings, requireUser(request).id, request.body),
  );

  app.post(
    '/api/client/wallet/verify',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Verifies the signed message and saves the proven wallet address on the profile',
        body: walletVerifyBodySchema,
        response: { 200: walletVerifySchema },
      },
    },
    async (request) => verifyWalletProof(db, clock, settings, requireUser(request).id, request.body),
  );
};
