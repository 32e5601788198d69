import type { ErrorCode } from '@app/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx, violatedUniqueConstraint } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentInvalidation, ContentTag } from '../../lib/content-invalidation.ts';
import { type AuditActor, recordAudit } from './audit.service.ts';
import { indexDocument } from '../search/search.indexer.ts';

/** What every back-office service is given. */
export interface AdminContext {
  db: Db;
  clock: Clock;
  invalidation: ContentInvalidation;
  log?: FastifyBaseLogger;
}

export interface WriteOutcome<T> {
  result: T;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  /** The search document to rebuild after the commit (articles and glossary terms). */
  reindex?: { kind: 'article' | 'glossary'; refId: number };
}

/** PostgreSQL's unique-violation, from either driver (see `violatedUniqueConstraint`). */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}

/**
 * Runs one content change: the change and its audit row in one transaction; then, once committed,
 * the search index follows and every instance drops its cached pages and answers for `tag`, so
 * readers see the change on their next request.
 */
export async function auditedContentWrite<T>(
  ctx: AdminContext,
  actor: AuditActor,
  spec: { action: string; targetType: string; tag: ContentTag; reason?: string | null },
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const done = await work(tx);
    await recordAudit(tx, {
      actor,
      action: spec.action,
      targetType: spec.targetType,
      targetId: done.targetId,
      before: done.before ?? null,
      after: done.after ?? null,
      reason: spec.reason ?? null,
      at: ctx.clock.now(),
    });
    return done;
  });
  if (outcome.reindex) await indexDocument(ctx.db, outcome.reindex.kind, outcome.reindex.refId);
  await ctx.invalidation.invalidate(spec.tag);
  return outcome.result;
}

/** A field error the form shows next to `path` (`body.slug`), in the reader's language. */
export function fieldError(code: ErrorCode, path: string): AppError {
  return new AppError(code, { fields: [{ path, code: 'custom', message: code }] });
}
