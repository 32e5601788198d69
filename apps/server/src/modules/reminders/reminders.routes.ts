import {
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  REMINDERS_API,
  reminderSettingsBodySchema,
  reminderSettingsSchema,
  unsubscribeQuerySchema,
  unsubscribeStatusSchema,
} from '@app/contracts/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import {
  reminderSettings,
  type RemindersContext,
  saveReminderSettings,
  subscribePush,
  unsubscribePush,
  unsubscribeStatus,
  unsubscribeWithToken,
} from './reminder-settings.service.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** The signed-in user's reminder choices and push subscriptions. */
export const reminderRoutes: FastifyPluginAsyncZod<{ ctx: RemindersContext }> = async (app, { ctx }) => {
  app.get(
    REMINDERS_API.settings,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['reminders'],
        summary: 'Which reminders the signed-in user gets, and by e-mail and/or Web Push',
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return reminderSettings(ctx.db, requireUser(request).id);
    },
  );

  app.put(
    REMINDERS_API.settings,
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: 'Saves every reminder switch and both channels at once',
        body: reminderSettingsBodySchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) =>
      saveReminderSettings(ctx, { userId: requireUser(request).id, locale: request.locale }, request.body),
  );

  app.get(
    REMINDERS_API.pushKey,
    {
      schema: {
        tags: ['reminders'],
        summary: "The site's VAPID public key, the browser's applicationServerKey for Web Push",
        response: { 200: pushKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { publicKey: ctx.config.vapid.publicKey };
    },
  );

  app.post(
    REMINDERS_API.pushSubscriptions,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: "Keeps this browser's push subscription (https, public host) for the signed-in user",
        description:
          'Errors: PUSH_ENDPOINT_INVALID, PUSH_KEYS_INVALID (not a P-256 key), PUSH_DEVICE_LIMIT (409: ten browsers already).',
        body: pushSubscriptionBodySchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => subscribePush(ctx, requireUser(request).id, request.body),
  );

  app.delete(
    REMINDERS_API.pushSubscriptions,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: "Forgets this browser's push subscription",
        body: pushUnsubscribeBodySchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => unsubscribePush(ctx, requireUser(request).id, request.body.endpoint),
  );
};

/**
 * The unsubscribe link of a reminder mail: no sign-in, the signed token names user and kind. GET
 * only reads (mail scanners fetch links); POST turns the kind off, which is also the RFC 8058
 * one-click target that mail clients call with `List-Unsubscribe=One-Click` as a form body.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ ctx: RemindersContext }> = async (app, { ctx }) => {
  // The one-click body (`List-Unsubscribe=One-Click`, as multipart/form-data or a urlencoded form,
  // RFC 8058 §3.1) says nothing the token does not: read it, small, and ignore it.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    REMINDERS_API.unsubscribe,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: 'Which reminder an unsubscribe link is for, and whether it is on (changes nothing)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStatusSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return unsubscribeStatus(ctx, request.query.token);
    },
  );

  app.post(
    REMINDERS_API.unsubscribe,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reminders'],
        summary: "Turns off the link's reminder for its user (one click, RFC 8058; repeating is harmless)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStatusSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return unsubscribeWithToken(ctx, request.query.token);
    },
  );
};
