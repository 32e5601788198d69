import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import {
  activeUsersSchema,
  avatarUploadSchema,
  kubBalanceSchema,
  kycStatusSchema,
  profileSchema,
  profileUpdateBodySchema,
  userIdParamsSchema,
} from '@app/contracts/profile';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/image-upload.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AVATAR_CONTENT_TYPE, loadAvatar, saveAvatar } from './avatar.service.ts';
import type { ProfileSettings } from './profile-settings.ts';
import { countActiveUsers, getKubBalance, getProfile, updateProfile } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  settings: ProfileSettings;
}> = async (app, { db, clock, settings }) => {
  // Only this plugin's routes read multipart bodies; the file limit is the spec's 5 MB.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/client/v2/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: profile fields, point, KUB balance, KYC status and exchange data',
        response: { 200: profileSchema },
      },
    },
    async (request) => getProfile(db, settings.kycMinLevel, requireUser(request).id),
  );

  app.get(
    '/api/client/v2/profile/kub-balance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's KUB balance",
        response: { 200: kubBalanceSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getKubBalance(db, requireUser(request).id);
    },
  );

  app.patch(
    '/api/client/user-clients/me/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Edits profile fields; only the fields sent change, and an empty string clears one',
        body: profileUpdateBodySchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateProfile(db, clock, settings.kycMinLevel, requireUser(request).id, request.body),
  );

  app.post(
    '/api/client/user-clients/me/avatar',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Uploads an avatar (multipart field `file`, JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return saveAvatar(db, clock, user.id, await readUpload(request));
    },
  );

  app.get(
    '/api/client/user-clients/:id/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: "A user's avatar as a 256×256 WebP image",
        params: userIdParamsSchema,
        querystring: z.object({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const { image, updatedAt } = await loadAvatar(db, request.params.id);
      const version = String(updatedAt.getTime());
      const etag = `"${version}"`;
      // A URL naming the current version never changes; the bare URL is revalidated often.
      reply.header(
        'cache-control',
        request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      reply.header('etag', etag);
      reply.header('last-modified', updatedAt.toUTCString());
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(AVATAR_CONTENT_TYPE).send(image);
    },
  );

  app.get(
    '/api/client/user-clients/active-users',
    {
      schema: {
        tags: ['profile'],
        summary: 'How many users signed in within the last 24 hours',
        response: { 200: activeUsersSchema },
      },
    },
    async () => countActiveUsers(db, clock),
  );

  app.get(
    '/api/client/check-kyc-status',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's KYC status (exchange KYC level, or an admin's decision)",
        response: { 200: kycStatusSchema },
      },
    },
    async (request) => app.kycStatus(requireUser(request).id),
  );
};
