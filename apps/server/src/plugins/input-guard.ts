import { errorMessage } from '@app/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

const NUL = '\u0000';
/** Deeper than any payload of this API; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

type Found = { path: string } | 'too-deep' | null;

/** The first place in a parsed request part that holds a NUL, in a key or in a text value. */
function findNul(value: unknown, path: string, depth = 0): Found {
  if (typeof value === 'string') return value.includes(NUL) ? { path } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return 'too-deep';
  for (const [key, item] of Object.entries(value)) {
    const where = `${path}.${key}`;
    if (key.includes(NUL)) return { path: where.replaceAll(NUL, '\\0') };
    const found = findNul(item, where, depth + 1);
    if (found) return found;
  }
  return null;
}

type Part = 'params' | 'querystring' | 'body';

/**
 * Whether the route's body schema refuses the body anyway: its answer names the rule a form field
 * broke ('Message is invalid', a phone number's format), which says more than "no NUL".
 */
function schemaRefuses(schema: unknown, value: unknown): boolean {
  const parser = schema as { safeParse?: (input: unknown) => { success: boolean } } | undefined;
  if (typeof parser?.safeParse !== 'function') return false;
  try {
    return !parser.safeParse(value).success;
  } catch {
    return false;
  }
}

/**
 * PostgreSQL cannot store or even compare text holding the NUL character (U+0000): a query with
 * one fails as a whole, which surfaced as a 500. One check before validation covers the path,
 * the query and the body of every API route, present and future, so no schema can forget it.
 * Where a body field has a rule of its own that refuses the text, that answer is left to it.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const parts: Record<Part, unknown> = {
      params: request.params,
      querystring: request.query,
      body: request.body,
    };
    const bodySchema = (request.routeOptions.schema as { body?: unknown } | undefined)?.body;
    for (const [part, value] of Object.entries(parts) as [Part, unknown][]) {
      const found = findNul(value, part);
      if (found === 'too-deep') throw new AppError('BAD_REQUEST');
      if (found && !(part === 'body' && schemaRefuses(bodySchema, value))) {
        const message = errorMessage('INPUT_NUL_CHARACTER', request.locale);
        throw new AppError('INPUT_NUL_CHARACTER', { fields: [{ path: found.path, code: 'nul', message }] });
      }
    }
  });
});
