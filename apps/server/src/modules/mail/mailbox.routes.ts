import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { latestMails } from './mail-outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes a mail's text and turns its links into anchors, so a developer can click through. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * Development only (never registered in production): the mails the app has queued, newest
 * first, so registration and password reset can be followed without a mail server.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMails(options.db);
    const items = mails
      .map(
        (mail) => `<article data-testid="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${
    mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'kept in the outbox'
  }</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}
.meta{color:#475569;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#15803d}</style>
</head><body><h1>Development mailbox</h1>
<p class="meta">Mails the app has queued (newest first). This page exists only outside production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
