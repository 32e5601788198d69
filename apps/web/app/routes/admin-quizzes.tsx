import type { AdminQuiz, AdminQuizList, AdminQuizQuestion } from '@app/contracts/admin-quizzes';
import { ADMIN_QUIZ_MAX_OPTIONS } from '@app/contracts/admin-quizzes';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { adminApi, type ActionResult, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import {
  buttonClass,
  cardClass,
  CheckField,
  EmptyState,
  Field,
  FieldError,
  FormNote,
  secondaryButtonClass,
  TextArea,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { submitPoolTopUp } from '../features/admin-quizzes/pool-top-up.server.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/admin-quizzes';

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    const list = await api.get<AdminQuizList>('/api/admin/quizzes');
    return { quizzes: list.data, poolKey: `quiz-pool-${crypto.randomUUID()}` };
  });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').replace(/\r\n/g, '\n');
const whole = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? null : Number(value);
};

/** A question form's body: its options as a list, without the empty slots at the end. */
function questionBody(form: FormData) {
  const options = Array.from({ length: ADMIN_QUIZ_MAX_OPTIONS }, (_, i) => ({
    labelEn: text(form, `options.${i}.labelEn`),
    labelTh: text(form, `options.${i}.labelTh`),
    correct: form.get(`options.${i}.correct`) === 'true',
  }));
  while (options.length > 0) {
    const last = options.at(-1)!;
    if (last.labelEn.trim() || last.labelTh.trim() || last.correct) break;
    options.pop();
  }
  return {
    promptEn: text(form, 'promptEn'),
    promptTh: text(form, 'promptTh'),
    explanationEn: text(form, 'explanationEn'),
    explanationTh: text(form, 'explanationTh'),
    clueEn: text(form, 'clueEn'),
    clueTh: text(form, 'clueTh'),
    options,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id, qid] = intent.split(':');
  const api = adminApi(args.context, args.params);
  if (verb === 'pool') return submitPoolTopUp(args, Number(id), form);
  return runAction(intent, async () => {
    if (verb === 'quiz') {
      const tierIds = form.getAll('tierId').map(Number);
      return api.put<{ id: number }>(`/api/admin/quizzes/${Number(id)}`, {
        active: form.get('active') === 'true',
        passPercent: whole(form, 'passPercent'),
        tiers: tierIds.map((tierId, index) => ({ id: tierId, points: whole(form, `tiers.${index}.points`) })),
      });
    }
    if (verb === 'question')
      return api.put<{ id: number }>(
        `/api/admin/quizzes/${Number(id)}/questions/${Number(qid)}`,
        questionBody(form),
      );
    throw new Response('Unknown intent', { status: 400 });
  });
}

function useIntent(intent: string) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const mine = result?.intent === intent ? result : undefined;
  return {
    mine,
    errors: mine && !mine.ok ? mine.errors : ({} as Record<string, string>),
    busy: navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
  };
}

function Outcome({ mine, errors }: { mine: ActionResult | undefined; errors: Record<string, string> }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  return (
    <>
      <FormNote tone="error" message={errors.form} />
      {mine?.ok && <FormNote tone="success" message={t('common.saved')} />}
    </>
  );
}

function SettingsForm({ quiz }: { quiz: AdminQuiz }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `quiz:${quiz.id}`;
  const { mine, errors, busy } = useIntent(intent);
  const formId = `quiz-${quiz.id}`;
  return (
    <Form method="post" noValidate className="space-y-4" data-testid={`${formId}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <CheckField form={formId} name="active" label={t('fields.active')} defaultChecked={quiz.active} />
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

function QuestionForm({ quiz, question }: { quiz: AdminQuiz; question: AdminQuizQuestion }) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const intent = `question:${quiz.id}:${question.id}`;
  const { mine, errors, busy } = useIntent(intent);
  const formId = `question-${question.id}`;
  const locked = question.answers > 0;
  const texts = ['promptEn', 'promptTh', 'explanationEn', 'explanationTh'] as const;
  return (
    <details
      open={Boolean(mine && !mine.ok)}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <summary className="cursor-pointer font-semibold">
        {question.position + 1}. {question.promptEn}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          · {t('answers', { count: question.answers })}
        </span>
      </summary>
      <Form method="post" noValidate className="mt-4 space-y-4" data-testid={`${formId}-form`}>
        <input type="hidden" name="intent" value={intent} />
        <div className="grid gap-4 sm:grid-cols-2">
          {texts.map((name) => (
            <TextArea
              key={name}
              form={formId}
              name={name}
              rows={3}
              label={t(`fields.${name}`)}
              defaultValue={question[name]}
              error={errors[name]}
            />
          ))}
          <Field
            form={formId}
            name="clueEn"
            label={t('fields.clueEn')}
            defaultValue={question.clueEn ?? ''}
            error={errors.clueEn}
          />
          <Field
            form={formId}
            name="clueTh"
            label={t('fields.clueTh')}
            defaultValue={question.clueTh ?? ''}
            error={errors.clueTh}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t('fields.options')}</legend>
          {locked && <p className="text-sm text-slate-600 dark:text-slate-400">{t('optionsLocked')}</p>}
          <FieldError id={`${formId}-options-error`} message={errors.options} />
          {Array.from({ length: ADMIN_QUIZ_MAX_OPTIONS }, (_, i) => {
            const option = question.options[i];
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
        <Outcome mine={mine} errors={errors} />
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </Form>
    </details>
  );
}

export default function AdminQuizzes({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-quizzes', 'admin'], { nsMode: 'fallback' });
  const locale = routeLocale(params);
  const { quizzes, poolKey } = loaderData;
  return (
    <>
      <AdminHeading title={t('sections.quizzes')} intro={t('about.quizzes')} />
      {quizzes.length === 0 ? (
        <EmptyState message={t('common.empty')} />
      ) : (
        <ul className="space-y-4" data-testid="quizzes-list">
          {quizzes.map((quiz) => (
            <li key={quiz.id} className={cardClass}>
              <details>
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
                  <SettingsForm quiz={quiz} />
                  <PoolForm quiz={quiz} poolKey={poolKey} />
                  <section className="space-y-3">
                    <h3 className="font-semibold">{t('questions')}</h3>
                    {quiz.questions.map((question) => (
                      <QuestionForm key={question.id} quiz={quiz} question={question} />
                    ))}
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
