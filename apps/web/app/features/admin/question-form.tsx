import type { AdminQuizQuestion } from '@app/contracts/admin-quizzes';
import { ADMIN_QUIZ_MAX_OPTIONS } from '@app/contracts/admin-quizzes';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, CheckField, dangerButtonClass, Field, FieldError, TextArea } from './admin-fields.tsx';
import { Outcome, useIntent } from './form-intent.tsx';

const TEXTS = ['promptEn', 'promptTh', 'explanationEn', 'explanationTh'] as const;

/** The fields of one question: wording, explanation and hint in both languages, and its options. */
function QuestionFields({
  formId,
  question,
  errors,
}: {
  formId: string;
  question: AdminQuizQuestion | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const locked = (question?.answers ?? 0) > 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXTS.map((name) => (
          <TextArea
            key={name}
            form={formId}
            name={name}
            rows={3}
            label={t(`fields.${name}`)}
            defaultValue={question?.[name] ?? ''}
            error={errors[name]}
          />
        ))}
        {(['clueEn', 'clueTh'] as const).map((name) => (
          <Field
            key={name}
            form={formId}
            name={name}
            label={t(`fields.${name}`)}
            defaultValue={question?.[name] ?? ''}
            error={errors[name]}
          />
        ))}
        <Field
          form={formId}
          name="concept"
          label={t('fields.concept')}
          hint={t('conceptHint')}
          defaultValue={question?.concept ?? ''}
          error={errors.concept}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('fields.options')}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {locked ? t('optionsLocked') : t('optionsHint')}
        </p>
        <FieldError id={`${formId}-options-error`} message={errors.options} />
        {Array.from({ length: ADMIN_QUIZ_MAX_OPTIONS }, (_, i) => {
          const option = question?.options[i];
          return (
            <div key={i} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <Field
                form={formId}
                name={`options.${i}.labelEn`}
                label={t('fields.optionEn', { index: i + 1 })}
                defaultValue={option?.labelEn ?? ''}
                error={errors[`options.${i}.labelEn`]}
              />
              <Field
                form={formId}
                name={`options.${i}.labelTh`}
                label={t('fields.optionTh', { index: i + 1 })}
                defaultValue={option?.labelTh ?? ''}
                error={errors[`options.${i}.labelTh`]}
              />
              <CheckField
                form={formId}
                name={`options.${i}.correct`}
                label={t('fields.correct')}
                defaultChecked={option?.correct ?? false}
              />
            </div>
          );
        })}
      </fieldset>
    </>
  );
}

/** An existing question, folded: open it to fix its wording, or remove it before anyone starts. */
export function QuestionForm({ quizId, question }: { quizId: number; question: AdminQuizQuestion }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `question:${quizId}:${question.id}`;
  const removeIntent = `remove-question:${quizId}:${question.id}`;
  const { mine, errors, busy } = useIntent(intent);
  const removal = useIntent(removeIntent);
  const formId = `question-${question.id}`;
  return (
    <details
      open={Boolean((mine && !mine.ok) || (removal.mine && !removal.mine.ok))}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <summary className="cursor-pointer font-semibold">
        {question.position + 1}. {question.promptEn}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          · {question.concept ? `${t('fields.concept')}: ${question.concept} · ` : ''}
          {t('answers', { count: question.answers })} ·{' '}
          {t('drawStats', {
            draws: question.draws,
            right: question.draws ? Math.round((100 * question.rightAnswers) / question.draws) : 0,
          })}
        </span>
        {question.circulating && (
          <span
            data-testid={`question-${question.id}-circulating`}
            className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          >
            {t('circulating')}
          </span>
        )}
      </summary>
      <Form method="post" noValidate className="mt-4 space-y-4" data-testid={`${formId}-form`}>
        <input type="hidden" name="intent" value={intent} />
        <QuestionFields formId={formId} question={question} errors={errors} />
        <Outcome mine={mine} errors={errors} />
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </Form>
      <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <input type="hidden" name="intent" value={removeIntent} />
        <Outcome mine={undefined} errors={removal.errors} />
        <button type="submit" className={dangerButtonClass} disabled={removal.busy}>
          {t('removeQuestion')}
        </button>
      </Form>
    </details>
  );
}

/** A blank question added at the end of the quiz; the form empties itself once it is saved. */
export function NewQuestionForm({ quizId, count }: { quizId: number; count: number }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `add-question:${quizId}`;
  const { mine, errors, busy } = useIntent(intent);
  const formId = `new-question-${quizId}`;
  return (
    <details
      open={count === 0 || Boolean(mine && !mine.ok)}
      className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700"
    >
      <summary className="cursor-pointer font-semibold text-primary-700 dark:text-primary-300">
        {t('addQuestion')}
      </summary>
      {/* Keyed by the number of questions: a saved question remounts the form empty. */}
      <Form key={count} method="post" noValidate className="mt-4 space-y-4" data-testid={`${formId}-form`}>
        <input type="hidden" name="intent" value={intent} />
        <QuestionFields formId={formId} question={undefined} errors={errors} />
        <Outcome mine={mine} errors={errors} />
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('common.saving') : t('addQuestion')}
        </button>
      </Form>
    </details>
  );
}
