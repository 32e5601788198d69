import type { AdminFeedback, adminFeedbackQuerySchema } from '@app/contracts/admin';
import type { FeedbackTopic, FeedbackType } from '@app/contracts/discovery';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import { feedbackHandling, feedbacks, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';

type Query = z.infer<typeof adminFeedbackQuerySchema>;
const handler = alias(users, 'handler');

function selectFeedback(db: Db | Tx) {
  return db
    .select({
      id: feedbacks.id,
      type: feedbacks.type,
      topic: feedbacks.topic,
      message: feedbacks.message,
      locale: feedbacks.locale,
      userId: feedbacks.userId,
      userEmail: users.email,
      createdAt: feedbacks.createdAt,
      handledAt: feedbackHandling.handledAt,
      handledByEmail: handler.email,
      note: feedbackHandling.note,
    })
    .from(feedbacks)
    .leftJoin(users, eq(users.id, feedbacks.userId))
    .leftJoin(feedbackHandling, eq(feedbackHandling.feedbackId, feedbacks.id))
    .leftJoin(handler, eq(handler.id, feedbackHandling.handledBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

function present(row: Row): AdminFeedback {
  return {
    ...row,
    type: row.type as FeedbackType,
    topic: row.topic as FeedbackTopic,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The inbox: open items first by default, newest first. */
export async function listFeedback(
  db: Db,
  query: Query,
): Promise<{ data: AdminFeedback[]; total: number; page: number; pageSize: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'open') conditions.push(isNull(feedbackHandling.feedbackId));
  if (query.status === 'handled') conditions.push(isNotNull(feedbackHandling.feedbackId));
  if (query.type) conditions.push(eq(feedbacks.type, query.type));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectFeedback(db)
      .where(where)
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(feedbacks)
      .leftJoin(feedbackHandling, eq(feedbackHandling.feedbackId, feedbacks.id))
      .where(where),
  ]);
  return {
    data: rows.map(present),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Marks an item handled (with an optional note) or opens it again; audited. */
export async function setFeedbackHandled(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  input: { handled: boolean; note: string | null },
): Promise<AdminFeedback> {
  return inTransaction(db, async (tx) => {
    // Parallel clicks on one item wait for each other here, so each sees the one before's outcome.
    const [locked] = await tx
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(eq(feedbacks.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const [before] = await selectFeedback(tx).where(eq(feedbacks.id, id));
    const unchanged = input.handled
      ? before!.handledAt !== null && before!.note === input.note
      : before!.handledAt === null;
    // Asking again for the state it is in changes nothing and is not audited twice.
    if (unchanged) return present(before!);
    if (input.handled) {
      await tx
        .insert(feedbackHandling)
        .values({ feedbackId: id, handledAt: clock.now(), handledBy: actor.userId, note: input.note })
        .onConflictDoUpdate({
          target: feedbackHandling.feedbackId,
          set: { handledAt: clock.now(), handledBy: actor.userId, note: input.note },
        });
    } else {
      await tx.delete(feedbackHandling).where(eq(feedbackHandling.feedbackId, id));
    }
    const [after] = await selectFeedback(tx).where(eq(feedbacks.id, id));
    await recordAudit(tx, {
      actor,
      action: input.handled ? 'feedback.handle' : 'feedback.reopen',
      targetType: 'feedback',
      targetId: id,
      before: { handledAt: before!.handledAt, note: before!.note },
      after: { handledAt: after!.handledAt, note: after!.note },
      at: clock.now(),
    });
    return present(after!);
  });
}
