import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView, QuizQuestionView, QuizReveal } from '@app/contracts/quizzes';
import type { AnswerRow, AttemptRow, HintRow, QuestionDefinition } from './quiz.repo.ts';
import { pick } from './quiz.repo.ts';
import { optionKey, shuffleOptions } from './quiz-shuffle.ts';

/**
 * What may be said about a question once it is answered: the choice, whether it was right, the
 * right options and the explanation. Only called for answered questions.
 */
export function revealAnswer(
  seed: string,
  question: QuestionDefinition,
  answer: Pick<AnswerRow, 'optionIds' | 'correct'>,
  locale: Locale,
): QuizReveal {
  const ordered = shuffleOptions(seed, question.options);
  return {
    selectedAnswers: ordered.filter((o) => answer.optionIds.includes(o.id)).map((o) => optionKey(seed, o.id)),
    correct: answer.correct,
    correctAnswers: ordered.filter((o) => o.correct).map((o) => optionKey(seed, o.id)),
    explanation: pick(question.explanation, locale),
  };
}

/**
 * A question as the page shows it. Before it is answered this holds nothing that depends on
 * which option is right: the options are in the attempt's own order, named by keyed hashes.
 */
export function questionView(
  seed: string,
  question: QuestionDefinition,
  index: number,
  answer: AnswerRow | undefined,
  hint: HintRow | undefined,
  locale: Locale,
): QuizQuestionView {
  const ordered = shuffleOptions(seed, question.options);
  const clue = locale === 'th' ? question.clue.th : question.clue.en;
  return {
    id: question.id,
    index,
    prompt: pick(question.prompt, locale),
    multiple: question.options.filter((o) => o.correct).length > 1,
    options: ordered.map((o) => ({ key: optionKey(seed, o.id), label: pick(o.label, locale) })),
    hint: hint
      ? {
          removedAnswers: ordered
            .filter((o) => hint.removedOptionIds.includes(o.id))
            .map((o) => optionKey(seed, o.id)),
          clue: clue ?? null,
        }
      : null,
    answer: answer ? revealAnswer(seed, question, answer, locale) : null,
  };
}

export function secondsLeft(attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date): number | null {
  if (!attempt.deadlineAt) return null;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}

export function attemptView(
  attempt: AttemptRow,
  questions: QuestionDefinition[],
  answers: AnswerRow[],
  hints: HintRow[],
  context: { locale: Locale; now: Date; hintsRemaining: number },
): QuizAttemptView {
  return {
    quizId: attempt.quizId,
    attemptId: attempt.id,
    status: attempt.status,
    version: attempt.version,
    currentQuestion: attempt.currentQuestion,
    answeredCount: answers.length,
    questionCount: questions.length,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt?.toISOString() ?? null,
    secondsLeft: secondsLeft(attempt, context.now),
    hintsRemaining: context.hintsRemaining,
    questions: questions.map((question, index) =>
      questionView(
        attempt.seed,
        question,
        index,
        answers.find((a) => a.questionId === question.id),
        hints.find((h) => h.questionId === question.id),
        context.locale,
      ),
    ),
  };
}
