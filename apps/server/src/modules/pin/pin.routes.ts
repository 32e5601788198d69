import {
  changePinBodySchema,
  PIN_API,
  pinResetRequestResponseSchema,
  pinStatusSchema,
  resetPinBodySchema,
  setPinBodySchema,
} from '@app/contracts/wallet';
import { okResponseSchema } from '@app/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withPinField } from './pin-field-error.ts';
import {
  changeOwnPin,
  checkPinResetLink,
  pinStatus,
  requestPinReset,
  resetPinWithLink,
  setFirstPin,
} from './pin-settings.service.ts';

/**
 * The 6-digit PIN that confirms spending: see it, set it, change it, reset it by e-mail. PINs
 * travel only in request bodies, which the logger never writes (see app.ts).
 */
export const pinRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** Called after a reset mail is queued, so the job worker sends it now. */
  mailQueued: () => void;
}> = async (app, { db, clock, publicUrl, mailQueued }) => {
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    PIN_API.status,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pin'],
        summary: 'Whether the signed-in user has a PIN, and until when wrong PINs locked spending',
        response: { 200: pinStatusSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return pinStatus(db, clock, requireUser(request).id);
    },
  );

  app.post(
    PIN_API.status,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['pin'],
        summary: 'Sets the first PIN (6 digits, typed twice)',
        body: setPinBodySchema,
        response: { 200: pinStatusSchema },
      },
    },
    async (request) => setFirstPin(db, clock, requireUser(request).id, request.body),
  );

  app.put(
    PIN_API.status,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['pin'],
        summary: 'Changes the PIN with the current one (a wrong current PIN counts towards the lockout)',
        body: changePinBodySchema,
        response: { 200: pinStatusSchema },
      },
    },
    async (request) =>
      withPinField(request.locale, { PIN_INCORRECT: 'currentPin' }, () =>
        changeOwnPin(db, clock, requireUser(request).id, request.body),
      ),
  );

  app.post(
    PIN_API.resetRequest,
    {
      config: { auth: 'user', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['pin'],
        summary: "Mails a single-use link (30 minutes) to the user's e-mail to choose a new PIN",
        response: { 200: pinResetRequestResponseSchema },
      },
    },
    async (request) => {
      const { email } = await requestPinReset(db, clock, publicUrl, requireUser(request).id);
      mailQueued();
      return { ok: true as const, email };
    },
  );

  app.post(
    `${PIN_API.reset}/check`,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['pin'],
        summary: "Whether a PIN reset link is still usable ('This link is expired.' otherwise)",
        body: z.object({ token: z.string().min(16).max(200) }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await checkPinResetLink(db, clock, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    PIN_API.reset,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['pin'],
        summary: 'Sets a new PIN with a reset link; lifts a lockout',
        body: resetPinBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await resetPinWithLink(db, clock, request.body);
      return { ok: true as const };
    },
  );
};
