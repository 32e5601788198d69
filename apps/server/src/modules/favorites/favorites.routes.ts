import {
  favoriteBodySchema,
  favoriteCountQuerySchema,
  favoriteCountSchema,
  favoriteListQuerySchema,
  favoritePageSchema,
  favoriteParamsSchema,
  favoriteSavedQuerySchema,
  favoriteSavedSchema,
  favoriteStateSchema,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { countFavorites, listFavorites, savedAmong, setFavorite } from './favorites.service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.put(
    '/api/client/favorites/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'Saves (SAVED) or unsaves (UNSAVED) an article for the signed-in user',
        params: favoriteParamsSchema,
        body: favoriteBodySchema,
        response: { 200: favoriteStateSchema },
      },
    },
    async (request) =>
      setFavorite(
        db,
        clock,
        requireUser(request).id,
        request.params.id,
        request.body.type,
        request.body.status,
      ),
  );

  app.get(
    '/api/client/favorites',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['favorites'],
        summary: "The signed-in user's saved articles, newest first, titled in the request language",
        querystring: favoriteListQuerySchema,
        response: { 200: favoritePageSchema },
      },
    },
    async (request) => listFavorites(db, requireUser(request).id, request.locale, request.query),
  );

  app.get(
    '/api/client/favorites/count',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'How many articles the signed-in user has saved',
        querystring: favoriteCountQuerySchema,
        response: { 200: favoriteCountSchema },
      },
    },
    async (request) => countFavorites(db, requireUser(request).id, request.query.type),
  );

  app.get(
    '/api/client/favorites/saved',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['favorites'],
        summary: 'Which of the given article ids (comma separated) the signed-in user has saved',
        querystring: favoriteSavedQuerySchema,
        response: { 200: favoriteSavedSchema },
      },
    },
    async (request) => savedAmong(db, requireUser(request).id, request.query.type, request.query.ids),
  );
};
