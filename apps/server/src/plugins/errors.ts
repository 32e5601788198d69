import { type ErrorBody, type ErrorCode, errorMessage, isErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en, th } from 'zod/locales';
import { AppError } from '../app-error.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { requestLocale } from './locale.ts';
import { RouteIndex } from './route-index.ts';

/** Fastify's own error codes that a client can cause, mapped to ours. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

export function errorBody(error: AppError, locale: Locale): ErrorBody {
  return {
    code: error.code,
    message: errorMessage(error.code, locale),
    // A field message that is a catalogue code (a service's `{ message: 'ADMIN_SLUG_TAKEN' }`) is
    // answered in the request's language, like the schema's own field messages.
    ...(error.fields
      ? {
          fields: error.fields.map((field) =>
            isErrorCode(field.message) ? { ...field, message: errorMessage(field.message, locale) } : field,
          ),
        }
      : {}),
    ...(error.captchaRequired ? { captchaRequired: true as const } : {}),
    ...(error.challenge ? { challenge: error.challenge } : {}),
  };
}

/** Turns anything thrown into an AppError; unknown failures become INTERNAL. */
export function toAppError(error: unknown, locale: Locale): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const prefix = error.validationContext ?? 'body';
      return {
        path: where ? `${prefix}.${where}` : prefix,
        code: issue.keyword,
        message: localizeIssue(issue, locale),
      };
    });
    // A schema that names a catalogue code as its message (`'Please input your email'`) makes
    // that code the answer; otherwise it is a generic validation failure listing the fields.
    const named = error.validation.map((issue) => issue.message).find(isErrorCode);
    return new AppError(named ?? 'VALIDATION_FAILED', { fields });
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (fastifyError.statusCode === 429) return new AppError('RATE_LIMITED');
  if (fastifyError.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (fastifyError.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError('BAD_REQUEST');
  }
  // The transaction was rolled back with its connection; the same idempotency key may be retried.
  if (isDatabaseUnavailable(error))
    return new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '1' } });
  return new AppError('INTERNAL');
}

const zodLocales = { en: en(), th: th() };

/** A catalogue code is translated; otherwise Zod's own message is rebuilt in the locale. */
function localizeIssue(issue: FastifySchemaValidationError, locale: Locale): string {
  if (isErrorCode(issue.message)) return errorMessage(issue.message, locale);
  const localized = zodLocales[locale].localeError({ code: issue.keyword, ...issue.params } as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message ?? '';
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, request.locale));
}

/**
 * One error handler for the whole app: a code, a status and a message in the request's language.
 * No stack trace, SQL or framework text ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const routes = new RouteIndex(app);
  app.decorate('routeIndex', routes);
  app.setErrorHandler((error, request, reply) => {
    request.locale ??= requestLocale(request);
    const appError = toAppError(error, request.locale);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code }, 'request rejected');
    return sendError(request, reply, appError);
  });

  app.decorate('apiNotFound', (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = routes.methodsFor(request.url);
    const error =
      allowed.length > 0
        ? new AppError('METHOD_NOT_ALLOWED', { headers: { allow: allowed.join(', ') } })
        : new AppError('ROUTE_NOT_FOUND');
    return sendError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) => app.apiNotFound(request, reply));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers an unknown API path: 405 with `Allow` when the path exists for other methods, else 404. */
    apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
    /** The routes the app serves (see RouteIndex). */
    routeIndex: RouteIndex;
  }
}
