import {
  DEPOSIT_HEADERS,
  DEPOSIT_WEBHOOK_PATH,
  depositNotificationSchema,
  depositResultSchema,
} from '@app/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyDepositSignature } from './deposit-signature.ts';
import { receiveDeposit } from './deposits.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received (only on the deposit webhook, whose signature covers it). */
    rawBody?: string;
  }
}

/**
 * The exchange's deposit notification. Its own plugin, so the JSON parser that keeps the raw
 * bytes (the signature covers them, not a re-serialisation) applies to this route only.
 */
export const depositRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  /** The shared secrets, the current one first; none turns the webhook off (503). */
  secrets: readonly string[];
}> = async (app, { db, clock, secrets }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST'), undefined);
    }
  });

  // Checked before the body is validated: an unsigned caller learns nothing about the schema.
  app.addHook('preValidation', async (request) => {
    if (secrets.length === 0) throw new AppError('DEPOSIT_WEBHOOK_DISABLED');
    const matched = verifyDepositSignature(
      secrets,
      clock.now(),
      {
        timestamp: request.headers[DEPOSIT_HEADERS.timestamp],
        signature: request.headers[DEPOSIT_HEADERS.signature],
      },
      request.rawBody ?? '',
    );
    // The operator retires the previous secret once this line stops appearing (docs/secret-rotation.md).
    if (matched > 0) request.log.warn('deposit notification signed with DEPOSIT_WEBHOOK_SECRET_PREVIOUS');
  });

  app.post(
    DEPOSIT_WEBHOOK_PATH,
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['webhooks'],
        summary:
          'Deposit notification from the exchange: HMAC-SHA256 of "timestamp.body" in X-Deposit-Signature, ' +
          'unix seconds in X-Deposit-Timestamp (5-minute window); the event id makes a replay harmless',
        description:
          'Every account field given (exchangeSubject, userId, email) must name the same user: DEPOSIT_ACCOUNT_MISMATCH (422) otherwise, DEPOSIT_ACCOUNT_UNKNOWN (422) when none does.',
        body: depositNotificationSchema,
        response: { 200: depositResultSchema },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await receiveDeposit(db, clock, request.body);
      // The same answer as the first time; the header only says that nothing was credited now.
      reply.header('x-deposit-replayed', String(replayed));
      return result;
    },
  );
};
