import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isRenderCall } from '../web/render-call.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh nonce for this response's inline scripts (server-rendered pages). */
    scriptNonce: string;
    /**
     * Allows this response's inline scripts by their hashes instead of the nonce: for a page that
     * is the same for every visitor, which cannot carry a nonce of its own.
     */
    allowScriptHashes(hashes: readonly string[]): void;
  }
}

/**
 * Content Security Policy: scripts only from this origin, with this response's nonce (or, on a page
 * shared by every visitor, with one of the hashes of its own inline scripts), or from the origins
 * of widgets that are switched on (which also get to show their frames).
 */
export function contentSecurityPolicy(
  nonceOrHashes: string | readonly string[],
  development: boolean,
  widgetOrigins: readonly string[] = [],
): string {
  const allowed =
    typeof nonceOrHashes === 'string' ? `'nonce-${nonceOrHashes}'` : nonceOrHashes.join(' ') || "'none'";
  const scripts = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' ${allowed}`;
  const widgets = widgetOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${scripts}${widgets}`,
    ...(widgets ? [`frame-src 'self'${widgets}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // The service worker (/sw.js) and the web app manifest come from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

interface SecurityOptions {
  /** HSTS is sent only in production (it would pin plain-HTTP development hosts to HTTPS). */
  production: boolean;
  /** The development server's hot reload needs inline and eval'd scripts and a websocket. */
  development: boolean;
  /**
   * Scripts of third-party widgets that are switched on (the captcha): pages may load scripts
   * and frames from their origins, only those origins, never a whole site or scheme.
   */
  widgetScripts?: readonly string[];
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    // The policy is set per response below, because each page gets its own nonce.
    contentSecurityPolicy: false,
    hsts: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const widgetOrigins = [...new Set((options.widgetScripts ?? []).map((url) => new URL(url).origin))];
  app.decorateReply('scriptNonce', '');
  app.decorateReply('allowScriptHashes', function (this: FastifyReply, hashes: readonly string[]) {
    this.header('content-security-policy', contentSecurityPolicy(hashes, options.development, widgetOrigins));
  });
  app.addHook('onRequest', async (request, reply) => {
    // A page's own API calls answer JSON to its render, never a document a browser runs.
    if (isRenderCall(request)) return;
    reply.scriptNonce = randomBytes(16).toString('base64');
    // The interactive API docs ship their own inline bootstrap; they get the library's own policy.
    if (request.url.startsWith('/api/docs')) return;
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(reply.scriptNonce, options.development, widgetOrigins),
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
