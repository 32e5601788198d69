import { memberCardMetadataSchema, memberCardParamsSchema } from '@app/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { memberCardImage, memberCardMetadata } from './member-card.service.ts';
import type { SubscriptionSettings } from './subscription-settings.ts';

/**
 * The member card's ERC-721 metadata (`{tokenId}.json`, what tokenURI points at) and its picture
 * (`{tokenId}.svg`). Public: wallets and marketplaces fetch them without a session.
 */
export const memberCardRoutes: FastifyPluginAsyncZod<{ db: Db; settings: SubscriptionSettings }> = async (
  app,
  { db, settings },
) => {
  app.get(
    '/api/nft/member-cards/:file',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'A member card: `{tokenId}.json` is its ERC-721 metadata, `{tokenId}.svg` its image',
        params: memberCardParamsSchema,
        response: { 200: z.union([memberCardMetadataSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const [tokenId, type] = request.params.file.split('.') as [string, 'json' | 'svg'];
      reply.header('cache-control', 'public, max-age=300');
      if (type === 'json') return memberCardMetadata(db, settings, tokenId);
      // No script or outside resource may run inside the picture when it is opened on its own.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('image/svg+xml; charset=utf-8').send(await memberCardImage(db, tokenId));
    },
  );
};
