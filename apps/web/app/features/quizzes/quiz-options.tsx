import type { QuizQuestionView } from '@app/contracts/quizzes';
import { useTranslation } from 'react-i18next';

function optionTone(answered: boolean, right: boolean, chosen: boolean): string {
  if (answered) {
    if (right) return 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950';
    if (chosen) return 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950';
    return 'border-slate-200 dark:border-slate-700';
  }
  return chosen
    ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950'
    : 'border-slate-200 hover:border-primary-400 dark:border-slate-700';
}

/**
 * A question's options in the attempt's order: chosen ones before an answer, and after it the
 * server's reveal (right answers, the reader's wrong picks). Options a hint removed are struck out.
 */
export function QuizOptions({
  question,
  selected,
  disabled,
  onToggle,
}: {
  question: QuizQuestionView;
  selected: string[];
  disabled: boolean;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation('quizzes');
  const answer = question.answer;
  const removed = question.hint?.removedAnswers ?? [];
  return (
    <fieldset className="mt-5" disabled={Boolean(answer) || disabled}>
      <legend className="text-sm text-slate-600 dark:text-slate-400">
        {question.multiple ? t('quiz.chooseMany') : t('quiz.chooseOne')}
      </legend>
      <ul className="mt-3 grid gap-3">
        {question.options.map((option) => {
          const isRemoved = removed.includes(option.key);
          const chosen = answer ? answer.selectedAnswers.includes(option.key) : selected.includes(option.key);
          const right = answer?.correctAnswers.includes(option.key) ?? false;
          return (
            <li key={option.key}>
              <label
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 ${optionTone(Boolean(answer), right, chosen)} ${isRemoved && !answer ? 'opacity-40 line-through' : ''}`}
              >
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={`question-${question.id}`}
                  value={option.key}
                  checked={chosen}
                  disabled={isRemoved && !answer}
                  onChange={() => onToggle(option.key)}
                  className="mt-1 size-4 accent-primary-700"
                />
                <span className="flex-1">
                  {option.label}
                  {answer && right && (
                    <span className="ml-2 text-xs font-semibold text-green-800 dark:text-green-300">
                      ✓ {t('quiz.rightAnswer')}
                    </span>
                  )}
                  {answer && chosen && !right && (
                    <span className="ml-2 text-xs font-semibold text-red-800 dark:text-red-300">
                      ✗ {t('quiz.yourAnswer')}
                    </span>
                  )}
                  {isRemoved && !answer && <span className="sr-only"> ({t('quiz.removed')})</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
