import { randomUUID } from 'node:crypto';
import type { AdminPopQuiz, AdminPopQuizBody, AdminPopQuizSchedule } from '@app/contracts/admin-money';
import type { Locale } from '@app/contracts/locale';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import { materialiseDay, poolAccount, slotTitle } from './pop-quiz-schedule.ts';
import { auditedWrite, type MoneyAdminContext } from '../audit/audited-write.ts';
import { fieldError } from '../audit/audited-write.ts';

/** Today and the next three Bangkok days: far enough to plan, near enough that bank edits still matter. */
export const SCHEDULE_DAYS = 4;
const DAY_MS = 86_400_000;

const poolBalance = sql<string>`coalesce((select pool.balance from ledger_accounts pool
  where pool.code = 'pool:pop-quiz:' || "pop_quizzes"."id" and pool.currency = 'POINT'), 0)`;
const attemptCount = sql<number>`(select count(*)::int from pop_quiz_attempts a
  where a.pop_quiz_id = "pop_quizzes"."id")`;

async function quizRows(db: Db | Tx, now: Date, locale: Locale, where: SQL | undefined) {
  const rows = await db
    .select({ quiz: popQuizzes, pool: poolBalance, attempts: attemptCount })
    .from(popQuizzes)
    .where(where)
    .orderBy(asc(popQuizzes.day), asc(popQuizzes.slot));
  const concepts = [...new Set(rows.map((row) => row.quiz.concept))];
  const variants = concepts.length
    ? await db
        .select({
          concept: popQuizQuestions.concept,
          active: popQuizQuestions.active,
          promptEn: popQuizQuestions.promptEn,
          promptTh: popQuizQuestions.promptTh,
        })
        .from(popQuizQuestions)
        .where(inArray(popQuizQuestions.concept, concepts))
        .orderBy(asc(popQuizQuestions.id))
    : [];
  return rows.map((row): AdminPopQuiz => {
    const bank = variants.filter((v) => v.concept === row.quiz.concept);
    const active = bank.filter((v) => v.active);
    const shown = active[0] ?? bank[0];
    return {
      id: row.quiz.id,
      day: row.quiz.day,
      slot: row.quiz.slot,
      title: slotTitle(row.quiz.slot, locale),
      opensAt: row.quiz.opensAt.toISOString(),
      closesAt: row.quiz.closesAt.toISOString(),
      state: now >= row.quiz.closesAt ? 'closed' : now >= row.quiz.opensAt ? 'open' : 'upcoming',
      concept: row.quiz.concept,
      variants: active.length || bank.length,
      prompt: shown ? (locale === 'th' ? shown.promptTh : shown.promptEn) : '',
      timeLimitSeconds: row.quiz.timeLimitSeconds,
      rewardPoints: row.quiz.rewardPoints,
      winners: row.quiz.winners,
      rewardsLeft: Number(BigInt(row.pool) / BigInt(row.quiz.rewardPoints)),
      attempts: Number(row.attempts),
    };
  });
}

/**
 * Today's and the next days' pop quizzes. Days not asked for yet are materialised now, exactly
 * as a player's first request would (same rotation, same funded pool), so what the admin sees
 * and edits is what players get.
 */
export async function popQuizSchedule(ctx: MoneyAdminContext, locale: Locale): Promise<AdminPopQuizSchedule> {
  const now = ctx.clock.now();
  const today = bangkokDay(now);
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, i) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
  );
  for (const day of days) await materialiseDay(ctx.db, ctx.clock, day);
  const rows = await quizRows(ctx.db, now, locale, inArray(popQuizzes.day, days));
  return { today, days: days.map((day) => ({ day, quizzes: rows.filter((row) => row.day === day) })) };
}

/**
 * Changes one window's pool size (in rewards) and time to answer. The pool moves by ledger
 * transfers: a larger pool is funded from ISSUANCE, a smaller one returns points to it through
 * the pool's conditional debit, so rewards already claimed (or being claimed right now) can never
 * be taken back. The time limit applies to attempts started from now on. A closed quiz is history.
 */
export function updatePopQuiz(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  id: number,
  body: AdminPopQuizBody,
  locale: Locale,
) {
  return auditedWrite(ctx, actor, { action: 'pop_quiz.update', targetType: 'pop_quiz' }, async (tx) => {
    const now = ctx.clock.now();
    const [quiz] = await tx.select().from(popQuizzes).where(eq(popQuizzes.id, id)).for('update');
    if (!quiz) throw new AppError('POP_QUIZ_NOT_FOUND');
    if (now >= quiz.closesAt) throw new AppError('ADMIN_POP_QUIZ_CLOSED');
    const [before] = await quizRows(tx, now, locale, eq(popQuizzes.id, id));
    const claimed = before!.winners - before!.rewardsLeft;
    if (body.winners < claimed) throw fieldError('ADMIN_POP_WINNERS_BELOW_CLAIMED', 'body.winners');
    const delta = BigInt(body.winners - quiz.winners) * BigInt(quiz.rewardPoints);
    if (delta !== 0n) {
      const grow = delta > 0n;
      await transfer(
        tx,
        ctx.clock,
        {
          kind: grow ? 'pop-quiz-funding' : 'pop-quiz-defunding',
          currency: 'POINT',
          amount: grow ? delta : -delta,
          from: grow ? { system: 'ISSUANCE' } : poolAccount(id),
          to: grow ? poolAccount(id) : { system: 'ISSUANCE' },
          // The body is a target, not a step: a repeated save finds delta 0 and moves nothing.
          idempotencyKey: `pop-quiz-resize:${id}:${randomUUID()}`,
          reference: { type: 'pop-quiz', id },
          actorUserId: actor.userId ?? undefined,
          reason: `Pool of the pop quiz of ${quiz.day}, slot ${quiz.slot}: ${quiz.winners} -> ${body.winners} rewards`,
        },
        { insufficient: 'ADMIN_POP_WINNERS_BELOW_CLAIMED' },
      );
    }
    await tx
      .update(popQuizzes)
      .set({ winners: body.winners, timeLimitSeconds: body.timeLimitSeconds })
      .where(eq(popQuizzes.id, id));
    const [after] = await quizRows(tx, now, locale, eq(popQuizzes.id, id));
    return { result: after!, targetId: id, before, after };
  });
}
