import { DEFAULT_LOCALE, isLocale, type Locale, localeFromPath } from '@app/contracts/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: the `lang` header, else the URL's locale, else English. */
    locale: Locale;
  }
}

export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'url'>): Locale {
  const header = request.headers.lang;
  if (isLocale(header)) return header;
  return localeFromPath(request.url) ?? DEFAULT_LOCALE;
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request);
  });
});
