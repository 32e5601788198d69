import type { AdminQuizArticle } from '@app/contracts/admin-quizzes';
import { ADMIN_QUIZ_GRADES } from '@app/contracts/admin-quizzes';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, cardClass, Field, FieldError, SelectField, TextArea } from './admin-fields.tsx';
import { Outcome, useIntent } from './form-intent.tsx';
import { formText, formWhole } from './question-body.ts';

export const CREATE_QUIZ_INTENT = 'create-quiz';

/** The new quiz's body: grades left empty pay nothing and are left out. */
export function newQuizBody(form: FormData) {
  return {
    articleId: formWhole(form, 'articleId'),
    titleEn: formText(form, 'titleEn'),
    titleTh: formText(form, 'titleTh'),
    descriptionEn: formText(form, 'descriptionEn'),
    descriptionTh: formText(form, 'descriptionTh'),
    passPercent: formWhole(form, 'passPercent'),
    timeLimitSeconds: formWhole(form, 'timeLimitSeconds'),
    tiers: ADMIN_QUIZ_GRADES.flatMap((minGrade) => {
      const points = formWhole(form, `tier.${minGrade}`);
      return points === null ? [] : [{ minGrade, points }];
    }),
  };
}

/**
 * Writes a quiz for an article that has none. It starts off: questions come next, then it is
 * turned on. Its pool starts empty; an admin funds it.
 */
export function NewQuizForm({
  articles,
  locale,
  articleId,
}: {
  articles: AdminQuizArticle[];
  locale: Locale;
  articleId: number | null;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const { mine, errors, busy } = useIntent(CREATE_QUIZ_INTENT);
  const formId = 'new-quiz';
  // Empty grades are left out of the body, so a tier's index is not its grade's: one message for all.
  const tierError = errors.tiers ?? Object.entries(errors).find(([key]) => key.startsWith('tiers.'))?.[1];
  const chosen = articles.some((article) => article.id === articleId) ? articleId : null;
  return (
    <details id="new-quiz" open={chosen !== null || Boolean(mine && !mine.ok)} className={cardClass}>
      <summary className="cursor-pointer font-semibold text-primary-700 dark:text-primary-300">
        {t('newQuiz')}
      </summary>
      {articles.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('noArticleWithoutQuiz')}</p>
      ) : (
        <Form method="post" noValidate className="mt-4 space-y-4" data-testid="new-quiz-form">
          <input type="hidden" name="intent" value={CREATE_QUIZ_INTENT} />
          <SelectField
            form={formId}
            name="articleId"
            label={t('fields.article')}
            defaultValue={chosen ?? articles[0]!.id}
            error={errors.articleId}
            options={articles.map((article) => ({
              value: String(article.id),
              label: locale === 'th' ? article.titleTh : article.titleEn,
            }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form={formId} name="titleEn" label={t('fields.titleEn')} error={errors.titleEn} />
            <Field form={formId} name="titleTh" label={t('fields.titleTh')} error={errors.titleTh} />
            <TextArea
              form={formId}
              name="descriptionEn"
              rows={2}
              label={t('fields.descriptionEn')}
              error={errors.descriptionEn}
            />
            <TextArea
              form={formId}
              name="descriptionTh"
              rows={2}
              label={t('fields.descriptionTh')}
              error={errors.descriptionTh}
            />
            <Field
              form={formId}
              name="passPercent"
              type="number"
              inputMode="numeric"
              label={t('fields.passPercent')}
              defaultValue={60}
              error={errors.passPercent}
            />
            <Field
              form={formId}
              name="timeLimitSeconds"
              type="number"
              inputMode="numeric"
              label={t('fields.timeLimit')}
              hint={t('timeLimitHint')}
              error={errors.timeLimitSeconds}
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t('fields.rewards')}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('rewardsHint')}</p>
            <FieldError id={`${formId}-tiers-error`} message={tierError} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {ADMIN_QUIZ_GRADES.map((grade) => (
                <Field
                  key={grade}
                  form={formId}
                  name={`tier.${grade}`}
                  type="number"
                  inputMode="numeric"
                  label={t('fields.gradePoints', { grade })}
                />
              ))}
            </div>
          </fieldset>
          <Outcome mine={mine} errors={errors} />
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? t('common.saving') : t('createQuiz')}
          </button>
        </Form>
      )}
    </details>
  );
}
