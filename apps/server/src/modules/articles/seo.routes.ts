import { LOCALES } from '@app/contracts/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { listSitemapArticles } from './articles.repo.ts';

/** The site's main pages, without their locale prefix. */
const MAIN_PAGES = [
  '',
  '/articles',
  '/glossary',
  '/get-started',
  '/partners',
  '/about',
  '/subscriptions',
  '/quizzes',
];

/** Paths that are private, per visitor, or API: nothing for a search engine there. */
const DISALLOWED = [
  '/api/',
  '/*/profile',
  '/*/dashboard',
  '/*/favorites',
  '/*/my-quiz',
  '/*/login',
  '/*/register',
];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlEntry(origin: string, path: string, locales: readonly string[], lastmod?: Date): string {
  const alternates = locales
    .map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${origin}/${locale}${path}`)}"/>`,
    )
    .concat(
      locales.includes('en')
        ? [
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}/en${path}`)}"/>`,
          ]
        : [],
    )
    .join('\n');
  return locales
    .map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>\n${
          lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>\n` : ''
        }${alternates}\n  </url>`,
    )
    .join('\n');
}

/**
 * `/sitemap.xml` and `/robots.txt`. Registered before the site's catch-all. The origin is the
 * request's own (behind a proxy, with TRUST_PROXY), as the pages' canonical links use it too.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const rows = await listSitemapArticles(db);
    const bySlug = new Map<string, { locales: string[]; lastmod: Date }>();
    for (const row of rows) {
      const entry = bySlug.get(row.slug) ?? { locales: [], lastmod: row.updatedAt };
      if ((LOCALES as readonly string[]).includes(row.locale)) entry.locales.push(row.locale);
      if (row.translationUpdatedAt > entry.lastmod) entry.lastmod = row.translationUpdatedAt;
      bySlug.set(row.slug, entry);
    }
    const urls = [
      ...MAIN_PAGES.map((path) => urlEntry(origin, path, LOCALES)),
      ...[...bySlug].map(([slug, { locales, lastmod }]) =>
        urlEntry(origin, `/articles/${slug}`, [...locales].sort(), lastmod),
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
};
