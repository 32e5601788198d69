import type { ErrorCode } from '@app/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx, violatedUniqueConstraint } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentInvalidation, ContentTag } from '../../lib/content-invalidation.ts';
import { indexDocument } from '../search/search.indexer.ts';
import { type AuditActor, recordAudit } from './audit.service.ts';

/** What a back-office service that changes no public content is given (money, certificates). */
export interface MoneyAdminContext {
  db: Db;
  clock: Clock;
}

/** What a back-office service that changes public content is given: it also drops cached pages. */
export interface AdminContext extends MoneyAdminContext {
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

interface WriteSpec {
  action: string;
  targetType: string;
  reason?: string | null;
  /** The field error a unique violation becomes (two admins saving the same slug or code at once). */
  duplicate?: { code: ErrorCode; path: string };
}

/** PostgreSQL's unique-violation, from either driver (see `violatedUniqueConstraint`). */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== null;
}

/**
 * The one way the back office changes anything: the change and its audit row (before and after)
 * in one transaction, so both commit or neither does. A unique violation named in `duplicate`
 * becomes that field's error instead of a 500. A content change (`tag`) then, once committed,
 * rebuilds its search document and makes every instance drop its cached pages and answers for
 * `tag`, so readers see the change on their next request.
 */
export async function auditedWrite<T>(
  ctx: AdminContext,
  actor: AuditActor,
  spec: WriteSpec & { tag: ContentTag },
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
): Promise<T>;
export async function auditedWrite<T>(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  spec: WriteSpec,
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
): Promise<T>;
export async function auditedWrite<T>(
  ctx: MoneyAdminContext & { invalidation?: ContentInvalidation },
  actor: AuditActor,
  spec: WriteSpec & { tag?: ContentTag },
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
): Promise<T> {
  let outcome: WriteOutcome<T>;
  try {
    outcome = await inTransaction(ctx.db, async (tx) => {
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
  } catch (error) {
    if (spec.duplicate && isUniqueViolation(error))
      throw fieldError(spec.duplicate.code, spec.duplicate.path);
    throw error;
  }
  if (outcome.reindex) await indexDocument(ctx.db, outcome.reindex.kind, outcome.reindex.refId);
  if (spec.tag) await ctx.invalidation?.invalidate(spec.tag);
  return outcome.result;
}

/** A field error the form shows next to `path` (`body.slug`), in the reader's language. */
export function fieldError(code: ErrorCode, path: string): AppError {
  return new AppError(code, { fields: [{ path, code: 'custom', message: code }] });
}
