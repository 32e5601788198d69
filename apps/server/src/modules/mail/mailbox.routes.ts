import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { latestMails } from './mail-outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escapes a mail's text and turns its links into anchors, so a developer can click through. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const DEVELOPMENT_NOTE =
  '<p class="meta">Mails the app has queued (newest first). This page exists only outside production.</p>';
const DEMO_NOTE = `<p class="demo" lang="en">Demo mode: this site sends no mail. Confirmation and reset mails
are shown here instead (newest first). Demo mode runs on this machine or a private network only.</p>
<p class="demo" lang="th">โหมดสาธิต: เว็บไซต์นี้ไม่ได้ส่งอีเมลจริง อีเมลยืนยันและอีเมลรีเซ็ตรหัสผ่านจะแสดงที่หน้านี้แทน
(ล่าสุดอยู่บนสุด) โหมดสาธิตใช้ได้เฉพาะบนเครื่องนี้หรือเครือข่ายส่วนตัวเท่านั้น</p>
<p><a href="/">Back to the site · กลับสู่เว็บไซต์</a></p>`;

/**
 * Outside production, and in demo mode: the mails the app has queued, newest first, so
 * registration and password reset can be followed without a mail server.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Db; demo?: boolean }) {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMails(options.db);
    const items = mails
      .map(
        (mail) => `<article data-testid="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()} · ${
    mail.sentAt
      ? `sent ${escapeHtml(mail.sentAt)}`
      : mail.failed
        ? 'not sent (gave up)'
        : 'kept in the outbox'
  }</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${options.demo ? 'Demo mailbox' : 'Development mailbox'}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}
.meta{color:#475569;font-size:.875rem}.demo{background:#fef3c7;border-radius:.5rem;padding:.5rem .75rem;color:#78350f}pre{white-space:pre-wrap;font-family:inherit}a{color:#15803d}</style>
</head><body><h1>${options.demo ? 'Demo mailbox · กล่องจดหมายสาธิต' : 'Development mailbox'}</h1>
${options.demo ? DEMO_NOTE : DEVELOPMENT_NOTE}
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
