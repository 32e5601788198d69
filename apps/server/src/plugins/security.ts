import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh nonce for this response's inline scripts (server-rendered pages). */
    scriptNonce: string;
  }
}

/**
 * Content Security Policy: scripts only from this origin, with this response's nonce, or from the
 * origins of widgets that are switched on (which also get to show their frames).
 */
export function contentSecurityPolicy(
  nonce: string,
  development: boolean,
  widgetOrigins: readonly string[] = [],
): string {
  const scripts = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  const widgets = widgetOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${scripts}${widgets}`,
    ...(widgets ? [`frame-src 'self'${widgets}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
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
  app.decorateReply('scriptNonce', '');
  const widgetOrigins = [...new Set((options.widgetScripts ?? []).map((url) => new URL(url).origin))];
  app.addHook('onRequest', async (request, reply) => {
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
