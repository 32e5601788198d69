import { errorBodySchema } from '@app/contracts/errors';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../modules/identity/session.service.ts';
import { needsSession, type RouteAccess, routeAccess } from './route-access.ts';

/**
 * What every operation of the API document says the same way, derived in this one place from the
 * route's method, path, schema and config rather than written on each route: its operationId,
 * who may call it (security) and the refusals it can answer with (4xx, all `ErrorBody`).
 */

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** The two ways to send a session: API clients use the bearer token, the site its httpOnly cookie. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from sign-in, as `Authorization: Bearer <token>`.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: "The site's httpOnly session cookie; changes sent with it must come from the site's pages.",
  },
} as const;

const SIGNED_IN: Record<string, never[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/** An operation's security requirements: none, either scheme, or either scheme or none at all. */
export function securityOf(access: RouteAccess): Record<string, never[]>[] {
  if (needsSession(access)) return SIGNED_IN;
  return access === 'optional' ? [{}, ...SIGNED_IN] : [];
}

/** The refusals every operation may list, by status, each an `ErrorBody` (components.responses). */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request could not be read, or an input is invalid (`fields` names each one).',
  },
  401: { name: 'Unauthenticated', description: 'Not signed in, or the session has ended (UNAUTHENTICATED).' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: a blocked account, a missing role, KYC or second factor, or a change sent with the cookie from another site.',
  },
  404: { name: 'NotFound', description: 'Nothing is found at this address.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: try again after the seconds in Retry-After (RATE_LIMITED).',
  },
};

/** A route's declared shape that the refusals depend on. */
export interface RouteFacts {
  url: string;
  config?: RouteOptions['config'];
}

/**
 * The 4xx answers a route can give: 400 for every API route (the input guard reads every
 * request, the schemas validate theirs), 401 and 403 where a session is needed, 404 where the
 * path names a record, 429 where a rate limit applies.
 */
export function errorStatuses(route: RouteFacts): number[] {
  const access = routeAccess(route.url, route.config);
  const statuses = [400];
  if (needsSession(access)) statuses.push(401, 403);
  if (/[:{]/.test(route.url)) statuses.push(404);
  if (route.config?.rateLimit) statuses.push(429);
  return statuses;
}

/** `quiz-history_v2` → `QuizHistoryV2`, `getFAQ` → `GetFAQ`, `:id` → `ById`. */
function segmentName(segment: string): string {
  const param = /^[:{](\w+)}?$/.exec(segment);
  const words = (param ? `by_${param[1]}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * An operationId that reads well in a generated client and stays put while the route does:
 * the method, then the path without `/api`, `/client` and version segments (`/v2`), each segment
 * capitalised and each parameter as `By<Name>`: `GET /api/client/redeems/:id` → `getRedeemsById`,
 * `POST /api/admin/users/:id/block` → `postAdminUsersByIdBlock`. A route may declare its own.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter((segment, index) => segment && !/^v\d+$/.test(segment) && !(index === 1 && segment === 'client'));
  return method.toLowerCase() + segments.map(segmentName).join('');
}

type Schema = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  security?: unknown;
  'x-error-statuses'?: number[];
};

/**
 * Adds the derived operationId, security and refusal statuses to a route's schema (the
 * `transform` of @fastify/swagger, after the zod conversion). The statuses travel as an `x-`
 * field; `withErrorResponses` turns them into responses once the document is whole.
 */
export function describeOperation(schema: Schema | undefined, route: RouteOptions, url: string): Schema {
  // A route without a schema (a test's own, say) is still an operation of the document.
  if (schema?.hide) return schema;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  return {
    ...schema,
    operationId: schema?.operationId ?? operationIdOf(method, url),
    security: securityOf(routeAccess(url, route.config)),
    'x-error-statuses': errorStatuses({ url, config: route.config }),
  };
}

type Operation = { responses?: Record<string, unknown>; 'x-error-statuses'?: number[] };
type Document = { components?: { schemas?: object; responses?: object }; paths?: object };

/** The shared refusals, described once and referred to by each operation. */
function errorResponses() {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
      },
    ]),
  );
}

const { $schema: _dialect, ...errorBodyJsonSchema } = z.toJSONSchema(errorBodySchema, {
  target: 'draft-2020-12',
}) as Record<string, unknown>;

/** The whole document's last step: the shared error schema, and each operation's refusals. */
export function withErrorResponses<D extends Document>(document: D): D {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Operation>).map(([method, value]) => {
          const { 'x-error-statuses': statuses = [], ...operation } = value;
          const refusals = Object.fromEntries(
            statuses.map((status) => [
              status,
              { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` },
            ]),
          );
          return [method, { ...operation, responses: { ...operation.responses, ...refusals } }];
        }),
      ),
    ]),
  );
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorBody: errorBodyJsonSchema },
      responses: { ...document.components?.responses, ...errorResponses() },
    },
    paths,
  };
}
