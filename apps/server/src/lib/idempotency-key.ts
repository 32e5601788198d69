import { IDEMPOTENCY_KEY_PATTERN } from '@app/contracts/money';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** The request's `Idempotency-Key` header; money-moving calls refuse to run without one. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  }
  return key;
}
