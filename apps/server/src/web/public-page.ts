import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/identity/session.service.ts';

/**
 * How long caches may keep a page or an answer that is the same for every visitor. Browsers check
 * back every time (`max-age=0, must-revalidate`) and are answered 304 from the ETag when nothing
 * changed: a browser may not show a stale visitor's copy, because the same reader may have signed
 * in since (the next request carries the session and gets their own page). Shared caches (a CDN)
 * keep it a minute (`s-maxage`); CDNs that read `CDN-Cache-Control` (RFC 9213) also serve it five
 * more minutes while they fetch it again.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';
export const CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Whether a request can only be answered with what every visitor gets: a read with no session,
 * neither the site's cookie nor a bearer token. Anything else may be personal and is rendered for
 * its reader alone.
 */
export function isVisitorRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.authorization !== undefined) return false;
  return request.cookies?.[SESSION_COOKIE] === undefined;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP source of every inline script the page runs (`'sha256-…'`). A page shared by every
 * visitor cannot carry a per-response nonce, so its policy lists the hashes of its own scripts:
 * an injected script, whose text is not among them, does not run. Data blocks (JSON-LD) are not
 * run and need none; scripts with a `src` are allowed by origin.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script');
const TAG_END = '>'.charCodeAt(0);

/**
 * The same hashes, read from a page's bytes as React wrote it (tags in lower case): only each
 * script's opening tag is read as text, and its text is hashed as the bytes it is.
 */
export function inlineScriptHashesIn(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf(SCRIPT_OPEN); at !== -1; at = html.indexOf(SCRIPT_OPEN, at + 1)) {
    const next = html[at + SCRIPT_OPEN.length];
    // `<script` followed by a space or `>` (not `<scripts` or `<script-x`).
    if (next !== TAG_END && !(next !== undefined && /\s/.test(String.fromCharCode(next)))) continue;
    const tagEnd = html.indexOf(TAG_END, at);
    if (tagEnd === -1) break;
    const close = html.indexOf(SCRIPT_END, tagEnd);
    if (close === -1) break;
    const attributes = html.subarray(at + SCRIPT_OPEN.length, tagEnd).toString('utf8');
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(html.subarray(tagEnd + 1, close))
        .digest('base64')}'`,
    );
    at = close;
  }
  return [...hashes];
}

/** A validator for a body: weak, as the body travels compressed or not. */
export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the client already holds this version (`If-None-Match`, compared weakly). */
export function clientHolds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}
