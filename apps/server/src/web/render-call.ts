import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isInProcess } from '../plugins/auth.ts';

/**
 * Marks the API calls a page render makes in-process (see `inProcessApi` in ssr.ts). Their answers
 * go to the render, never over the network, so the work only a network answer needs (an ETag, a
 * CSP nonce and policy) is skipped for them; authentication, rate limits and validation still run.
 * The value is this process's own secret, and the call has no socket: no client can claim it.
 */
export const RENDER_CALL_HEADER = 'x-render-call';
const RENDER_CALL_TOKEN = randomBytes(18).toString('base64url');

export const renderCallHeaders = (): Record<string, string> => ({ [RENDER_CALL_HEADER]: RENDER_CALL_TOKEN });

export function isRenderCall(request: FastifyRequest): boolean {
  return request.headers[RENDER_CALL_HEADER] === RENDER_CALL_TOKEN && isInProcess(request);
}
