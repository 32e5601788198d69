import type { AdminQuizQuestionBody } from '@app/contracts/admin-quizzes';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { quizOptions, quizQuestions } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type AdminContext, auditedWrite, fieldError } from '../audit/audited-write.ts';
import { questionsOf } from './quiz-question-stats.ts';
import { hasAttempts, lockQuiz, quizRows } from './quizzes-admin.service.ts';

/**
 * Locks the quiz and refuses to change its set of questions once anyone has started it: an
 * attempt counts its questions when it starts, and grading divides by that count.
 */
async function lockUnstartedQuiz(tx: Tx, id: number) {
  await lockQuiz(tx, id);
  if (await hasAttempts(tx, id)) throw new AppError('ADMIN_QUIZ_STARTED');
}

/** A question's wording, explanation and hint in both languages, as the table stores them. */
function questionText(body: AdminQuizQuestionBody) {
  const { promptEn, promptTh, explanationEn, explanationTh, clueEn, clueTh } = body;
  // Regrouping variants only changes later draws: an attempt keeps the questions it drew.
  const concept = body.concept === undefined ? {} : { concept: body.concept || null };
  return { promptEn, promptTh, explanationEn, explanationTh, clueEn, clueTh, ...concept };
}

/** Adds a question at the end of a quiz nobody has started yet. */
export function addAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  body: AdminQuizQuestionBody,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.create', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      await lockUnstartedQuiz(tx, quizId);
      const [{ next }] = (await queryRows<{ next: number }>(
        tx,
        sql`select coalesce(max(position) + 1, 0)::int as next from quiz_questions where quiz_id = ${quizId}`,
      )) as [{ next: number }];
      const [question] = await tx
        .insert(quizQuestions)
        .values({ quizId, position: Number(next), ...questionText(body) })
        .returning({ id: quizQuestions.id });
      await tx.insert(quizOptions).values(
        body.options.map((option, position) => ({
          questionId: question!.id,
          position,
          labelEn: option.labelEn,
          labelTh: option.labelTh,
          correct: option.correct,
        })),
      );
      const after = (await questionsOf(tx, [quizId])).get(quizId)!.find((q) => q.id === question!.id)!;
      return { result: after, targetId: question!.id, after };
    },
  );
}

/** Removes a question from a quiz nobody has started yet; an active quiz keeps at least one. */
export function removeAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  questionId: number,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.delete', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      await lockUnstartedQuiz(tx, quizId);
      const [quiz] = await quizRows(tx, quizId);
      const before = quiz!.questions.find((q) => q.id === questionId);
      if (!before) throw new AppError('NOT_FOUND');
      if (quiz!.active && quiz!.questions.length === 1) throw new AppError('ADMIN_QUIZ_LAST_QUESTION');
      await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
      // Close the gap, out of the way first so the (quiz, position) unique index never collides.
      await tx
        .update(quizQuestions)
        .set({ position: sql`${quizQuestions.position} + 1000` })
        .where(and(eq(quizQuestions.quizId, quizId), gt(quizQuestions.position, before.position)));
      await tx
        .update(quizQuestions)
        .set({ position: sql`${quizQuestions.position} - 1001` })
        .where(and(eq(quizQuestions.quizId, quizId), gt(quizQuestions.position, 1000)));
      return { result: { ok: true as const }, targetId: questionId, before };
    },
  );
}

/**
 * Saves a question's wording, explanation and hint. Its options (labels, number, which are
 * correct) change only while nobody has answered it; afterwards past answers would be graded
 * against a different question, so a change is refused with ADMIN_QUIZ_OPTIONS_LOCKED.
 */
export function updateAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  questionId: number,
  body: AdminQuizQuestionBody,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.update', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      const [locked] = await tx
        .select({ id: quizQuestions.id, quizId: quizQuestions.quizId })
        .from(quizQuestions)
        .where(eq(quizQuestions.id, questionId))
        .for('update');
      if (!locked || locked.quizId !== quizId) throw new AppError('NOT_FOUND');
      const find = async () =>
        (await questionsOf(tx, [quizId])).get(quizId)!.find((q) => q.id === questionId)!;
      const before = await find();
      const same =
        body.options.length === before.options.length &&
        body.options.every((option, index) => {
          const old = before.options[index]!;
          return (
            option.labelEn === old.labelEn && option.labelTh === old.labelTh && option.correct === old.correct
          );
        });
      if (!same) {
        if (before.answers > 0) throw fieldError('ADMIN_QUIZ_OPTIONS_LOCKED', 'body.options');
        // Renumber out of the way first so the (question, position) unique index never collides.
        await tx
          .update(quizOptions)
          .set({ position: sql`${quizOptions.position} + 1000` })
          .where(eq(quizOptions.questionId, questionId));
        for (const [index, option] of body.options.entries()) {
          const old = before.options[index];
          const values = {
            position: index,
            labelEn: option.labelEn,
            labelTh: option.labelTh,
            correct: option.correct,
          };
          if (old) await tx.update(quizOptions).set(values).where(eq(quizOptions.id, old.id));
          else await tx.insert(quizOptions).values({ questionId, ...values });
        }
        const surplus = before.options.slice(body.options.length).map((o) => o.id);
        if (surplus.length) await tx.delete(quizOptions).where(inArray(quizOptions.id, surplus));
      }
      await tx.update(quizQuestions).set(questionText(body)).where(eq(quizQuestions.id, questionId));
      const after = await find();
      return { result: after, targetId: questionId, before, after };
    },
  );
}
