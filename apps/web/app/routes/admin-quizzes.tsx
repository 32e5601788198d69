import type { StaffRole } from '@app/contracts/admin';
import type { AdminQuiz } from '@app/contracts/admin-quizzes';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useRouteLoaderData } from 'react-router';
import { adminApi, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import {
  buttonClass,
  cardClass,
  CheckField,
  EmptyState,
  Field,
  FormNote,
  secondaryButtonClass,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { Outcome, useIntent } from '../features/admin/form-intent.tsx';
import { CREATE_QUIZ_INTENT, NewQuizForm, newQuizBody } from '../features/admin/new-quiz-form.tsx';
import { submitPoolTopUp } from '../features/admin/pool-top-up.server.ts';
import { formWhole, questionBody } from '../features/admin/question-body.ts';
import { NewQuestionForm, QuestionForm } from '../features/admin/question-form.tsx';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-quizzes';

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    const list = await api.get('/admin/quizzes');
    const search = new URL(args.request.url).searchParams;
    const asId = (name: string) =>
      /^\d{1,10}$/.test(search.get(name) ?? '') ? Number(search.get(name)) : null;
    return {
      quizzes: list.data,
      articlesWithoutQuiz: list.articlesWithoutQuiz,
      /** `?quiz=ID` opens that quiz; `?article=ID` opens its quiz, or the new-quiz form for it. */
      openQuiz: asId('quiz'),
      openArticle: asId('article'),
      created: search.get('created') === '1',
      poolKey: `quiz-pool-${crypto.randomUUID()}`,
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id, qid] = intent.split(':');
  const api = adminApi(args.context, args.params);
  if (verb === 'pool') return submitPoolTopUp(args, Number(id), form);
  if (verb === CREATE_QUIZ_INTENT) {
    const result = await runAction(intent, () => api.form.post('/admin/quizzes', newQuizBody(form)));
    if (!result.ok) return result;
    const locale = routeLocale(args.params);
    return redirect(`${localePath(locale, '/admin/quizzes')}?quiz=${result.id}&created=1`);
  }
  return runAction(intent, async () => {
    if (verb === 'quiz') {
      const tierIds = form.getAll('tierId').map(Number);
      return api.form.put(
        '/admin/quizzes/{id}',
        {
          active: form.get('active') === 'true',
          passPercent: formWhole(form, 'passPercent'),
          // Empty asks every concept of the bank.
          questionsPerAttempt: formWhole(form, 'questionsPerAttempt'),
          tiers: tierIds.map((tierId, index) => ({
            id: tierId,
            points: formWhole(form, `tiers.${index}.points`),
          })),
        },
        { params: { path: { id: Number(id) } } },
      );
    }
    if (verb === 'question')
      return api.form.put('/admin/quizzes/{id}/questions/{qid}', questionBody(form), {
        params: { path: { id: Number(id), qid: Number(qid) } },
      });
    if (verb === 'add-question')
      return api.form.post('/admin/quizzes/{id}/questions', questionBody(form), {
        params: { path: { id: Number(id) } },
      });
    if (verb === 'remove-question') {
      await api.delete('/admin/quizzes/{id}/questions/{qid}', {
        params: { path: { id: Number(id), qid: Number(qid) } },
      });
      return;
    }
    throw new Response('Unknown intent', { status: 400 });
  });
}

/** On and off, pass mark, and what each grade pays (admins change the points; editors see them). */
function SettingsForm({ quiz, role }: { quiz: AdminQuiz; role: StaffRole }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `quiz:${quiz.id}`;
  const { mine, errors, busy } = useIntent(intent);
  const formId = `quiz-${quiz.id}`;
  return (
    <Form method="post" noValidate className="space-y-4" data-testid={`${formId}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <div>
        <CheckField form={formId} name="active" label={t('fields.active')} defaultChecked={quiz.active} />
        {errors.active && (
          <p
            data-testid={`${formId}-active-error`}
            className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {errors.active}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          form={formId}
          name="passPercent"
          type="number"
          inputMode="numeric"
          label={t('fields.passPercent')}
          defaultValue={quiz.passPercent}
          error={errors.passPercent}
        />
        <Field
          form={formId}
          name="questionsPerAttempt"
          type="number"
          inputMode="numeric"
          label={t('fields.questionsPerAttempt')}
          hint={t('questionsPerAttemptHint', { concepts: quiz.conceptCount })}
          defaultValue={quiz.questionsPerAttempt ?? ''}
          error={errors.questionsPerAttempt}
        />
        {quiz.tiers.map((tier, index) => (
          <div key={tier.id}>
            <input type="hidden" name="tierId" value={tier.id} />
            <Field
              form={formId}
              name={`tiers.${index}.points`}
              type="number"
              inputMode="numeric"
              label={t('fields.tierPoints', { grade: tier.minGrade, type: tier.rewardType })}
              defaultValue={tier.points}
              readOnly={role !== 'admin'}
              hint={role !== 'admin' ? t('tierAdminOnly') : undefined}
              error={errors[`tiers.${index}.points`] ?? errors[`tiers.${index}.id`]}
            />
          </div>
        ))}
      </div>
      <Outcome mine={mine} errors={errors} />
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? t('common.saving') : t('common.save')}
      </button>
    </Form>
  );
}

function PoolForm({ quiz, poolKey }: { quiz: AdminQuiz; poolKey: string }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `pool:${quiz.id}`;
  const { mine, errors, busy } = useIntent(intent);
  const formId = `pool-${quiz.id}`;
  return (
    <Form method="post" noValidate className="flex flex-wrap items-end gap-3" data-testid={`${formId}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <input key={poolKey} type="hidden" name="idempotencyKey" defaultValue={`${poolKey}-${quiz.id}`} />
      <Field
        form={formId}
        name="points"
        type="number"
        inputMode="numeric"
        label={t('fields.topUpPoints')}
        error={errors.points}
        className="w-40"
      />
      <Field form={formId} name="reason" label={t('fields.reason')} error={errors.reason} className="grow" />
      <button type="submit" className={secondaryButtonClass} disabled={busy}>
        {t('topUp')}
      </button>
      <div className="w-full">
        <Outcome mine={mine} errors={errors} />
      </div>
    </Form>
  );
}

export default function AdminQuizzes({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const locale = routeLocale(params);
  const role = useRouteLoaderData<{ role: StaffRole }>('routes/admin')?.role ?? 'editor';
  const { quizzes, articlesWithoutQuiz, openQuiz, openArticle, created, poolKey } = loaderData;
  return (
    <>
      <AdminHeading title={t('sections.quizzes')} intro={t('about.quizzes')} />
      <div className="mb-6">
        <NewQuizForm articles={articlesWithoutQuiz} locale={locale} articleId={openArticle} />
      </div>
      {quizzes.length === 0 ? (
        <EmptyState message={t('common.empty')} />
      ) : (
        <ul className="space-y-4" data-testid="quizzes-list">
          {quizzes.map((quiz) => (
            <li key={quiz.id} id={`quiz-${quiz.id}`} className={cardClass}>
              <details open={quiz.id === openQuiz || quiz.articleId === openArticle}>
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">
                    {locale === 'th' ? quiz.titleTh : quiz.titleEn}
                    {quiz.active ? '' : ` · ${t('inactive')}`}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {t('summary', {
                      article: quiz.articleTitle,
                      count: quiz.questionCount,
                      pool: quiz.poolLeft,
                    })}
                  </span>
                </summary>
                <div className="mt-4 space-y-6">
                  {created && quiz.id === openQuiz && <FormNote tone="success" message={t('created')} />}
                  <SettingsForm quiz={quiz} role={role} />
                  {role === 'admin' && <PoolForm quiz={quiz} poolKey={poolKey} />}
                  <section className="space-y-3">
                    <h3 className="font-semibold">{t('questions')}</h3>
                    {quiz.questions.map((question) => (
                      <QuestionForm key={question.id} quizId={quiz.id} question={question} />
                    ))}
                    <NewQuestionForm quizId={quiz.id} count={quiz.questions.length} />
                  </section>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
