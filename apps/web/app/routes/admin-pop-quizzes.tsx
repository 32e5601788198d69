import type { AdminPopQuestion, AdminPopQuiz } from '@app/contracts/admin-money';
import { POP_QUIZ_MAX_OPTIONS } from '@app/contracts/pop-quizzes';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { adminApi, type ActionResult, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import {
  cardClass,
  EmptyState,
  Field,
  FormNote,
  secondaryButtonClass,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ResourceEditor, type ResourceField, resourceBody } from '../features/admin/resource-editor.tsx';
import { routeLocale } from '../lib/route-data.ts';
import { formatSiteDay, formatSiteTime } from '../lib/site-time.ts';
import type { Route } from './+types/admin-pop-quizzes';

const OPTION_FIELDS: ResourceField[] = Array.from({ length: POP_QUIZ_MAX_OPTIONS }, (_, i) => [
  { name: `options.${i}.en`, kind: 'text' as const },
  { name: `options.${i}.th`, kind: 'text' as const },
  { name: `options.${i}.correct`, kind: 'checkbox' as const, checkedByDefault: false, wide: true },
]).flat();

/** The topic and article a question's review cards count towards and link to (ids; empty = none). */
const REFERENCE_FIELDS = ['categoryKey', 'articleId'] as const;

const QUESTION_FIELDS: ResourceField[] = [
  { name: 'key', kind: 'text' },
  { name: 'concept', kind: 'text' },
  { name: 'categoryKey', kind: 'select' },
  { name: 'articleId', kind: 'select' },
  { name: 'timeLimitSeconds', kind: 'number' },
  { name: 'promptEn', kind: 'textarea' },
  { name: 'promptTh', kind: 'textarea' },
  { name: 'hintEn', kind: 'text' },
  { name: 'hintTh', kind: 'text' },
  { name: 'explanationEn', kind: 'textarea' },
  { name: 'explanationTh', kind: 'textarea' },
  ...OPTION_FIELDS,
  { name: 'rewardPoints', kind: 'number' },
  { name: 'winners', kind: 'number' },
  { name: 'active', kind: 'checkbox' },
];
const PLAIN_FIELDS = QUESTION_FIELDS.filter(
  (field) =>
    !field.name.startsWith('options.') && !(REFERENCE_FIELDS as readonly string[]).includes(field.name),
);

type Choice = { value: string; label: string };

/** The form's fields with the topics and articles to choose from, "none" first. */
function questionFields(topics: Choice[], articles: Choice[], none: string): ResourceField[] {
  return QUESTION_FIELDS.map((field) =>
    field.name === 'categoryKey'
      ? { ...field, choices: [{ value: '', label: none }, ...topics] }
      : field.name === 'articleId'
        ? { ...field, choices: [{ value: '', label: none }, ...articles] }
        : field,
  );
}

/** The bank's questions with the variants of each bank together, banks in the order they began. */
function bankOrder(questions: AdminPopQuestion[]): AdminPopQuestion[] {
  const first = new Map<string, number>();
  for (const question of questions)
    if (!first.has(question.concept)) first.set(question.concept, question.id);
  return [...questions].sort((a, b) => first.get(a.concept)! - first.get(b.concept)! || a.id - b.id);
}

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => {
    const api = adminApi(args.context, args.params);
    const [schedule, questions, categories, articles] = await Promise.all([
      api.get('/admin/pop-quizzes'),
      api.get('/admin/pop-quiz-questions'),
      api.get('/admin/categories'),
      api.get('/admin/articles', { params: { query: { status: 'published', pageSize: 100 } } }),
    ]);
    return {
      schedule,
      questions: questions.data,
      categories: categories.data,
      articles: articles.data.map((article) => ({
        id: article.id,
        slug: article.slug,
        title: article.title,
      })),
    };
  });
}

/** A question form's body: its options as a list, without the empty slots at the end. */
function questionBody(form: FormData) {
  const options = Array.from({ length: POP_QUIZ_MAX_OPTIONS }, (_, i) => ({
    en: String(form.get(`options.${i}.en`) ?? ''),
    th: String(form.get(`options.${i}.th`) ?? ''),
    correct: form.get(`options.${i}.correct`) === 'true',
  }));
  while (options.length > 0) {
    const last = options.at(-1)!;
    if (last.en.trim() || last.th.trim() || last.correct) break;
    options.pop();
  }
  const body = resourceBody(form, PLAIN_FIELDS);
  // An empty bank name: a new question starts a bank of its own, a saved one keeps its bank.
  const concept = String(body.concept ?? '').trim();
  const reference = (name: string) => {
    const text = String(form.get(name) ?? '').trim();
    return text === '' ? null : Number(text);
  };
  return {
    ...body,
    concept: concept === '' ? undefined : concept,
    categoryKey: reference('categoryKey'),
    articleId: reference('articleId'),
    options,
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id] = intent.split(':');
  const api = adminApi(args.context, args.params);
  const whole = (name: string) => {
    const text = String(form.get(name) ?? '').trim();
    return text === '' ? null : Number(text);
  };
  return runAction(intent, async () => {
    if (verb === 'quiz')
      return api.form.put(
        '/admin/pop-quizzes/{id}',
        {
          winners: whole('winners'),
          timeLimitSeconds: whole('timeLimitSeconds'),
        },
        { params: { path: { id: Number(id) } } },
      );
    if (verb === 'create') return api.form.post('/admin/pop-quiz-questions', questionBody(form));
    if (verb === 'update')
      return api.form.put('/admin/pop-quiz-questions/{id}', questionBody(form), {
        params: { path: { id: Number(id) } },
      });
    throw new Response('Unknown intent', { status: 400 });
  });
}

function WindowCard({ quiz, result }: { quiz: AdminPopQuiz; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const navigation = useNavigation();
  const intent = `quiz:${quiz.id}`;
  const mine = result?.intent === intent ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const time = (iso: string) => formatSiteTime(i18n.language, iso, 'time');
  // A window that ends at midnight ends at 24:00 of its own day, not at 00:00.
  const until = (iso: string) => (time(iso) === '00:00' ? '24:00' : time(iso));
  const formId = `window-${quiz.id}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={formId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {quiz.title} · {time(quiz.opensAt)}–{until(quiz.closesAt)}
        </p>
        <span className="text-xs font-semibold tracking-wide uppercase text-slate-600 dark:text-slate-400">
          {t(`popQuizzes.states.${quiz.state}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('popQuizzes.bankOf', { concept: quiz.concept, count: quiz.variants })} · {quiz.prompt}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('popQuizzes.pool', { left: quiz.rewardsLeft, total: quiz.winners, points: quiz.rewardPoints })} ·{' '}
        {t('popQuizzes.attempts', { count: quiz.attempts })}
      </p>
      {quiz.state === 'closed' ? null : (
        <Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={intent} />
          <Field
            form={formId}
            name="winners"
            type="number"
            inputMode="numeric"
            label={t('fields.winners')}
            defaultValue={quiz.winners}
            error={errors.winners}
            className="w-40"
          />
          <Field
            form={formId}
            name="timeLimitSeconds"
            type="number"
            inputMode="numeric"
            label={t('fields.timeLimitSeconds')}
            defaultValue={quiz.timeLimitSeconds}
            error={errors.timeLimitSeconds}
            className="w-40"
          />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </Form>
      )}
      {mine && !mine.ok && errors.form && (
        <div className="mt-2">
          <FormNote tone="error" message={errors.form} />
        </div>
      )}
      {mine?.ok && (
        <div className="mt-2">
          <FormNote tone="success" message={t('common.saved')} />
        </div>
      )}
    </li>
  );
}

export default function AdminPopQuizzes({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const result = useActionData<ActionResult>();
  const locale = routeLocale(params);
  const { schedule, questions, categories, articles } = loaderData;
  const topicChoices = categories.map((category) => ({
    value: String(category.key),
    label: locale === 'th' ? category.nameTh : category.nameEn,
  }));
  // The newest 100 published articles, and any a question already links to beyond them.
  const articleChoices = [
    ...articles.map((article) => ({ value: String(article.id), label: article.title })),
    ...questions
      .filter((q) => q.articleId !== null && !articles.some((article) => article.id === q.articleId))
      .map((q) => ({ value: String(q.articleId), label: q.articleSlug ?? String(q.articleId) })),
  ].filter((choice, index, all) => all.findIndex((other) => other.value === choice.value) === index);
  const topicName = (key: unknown) => topicChoices.find((choice) => choice.value === String(key))?.label;
  const dayName = (day: string) => formatSiteDay(i18n.language, day, 'weekdayDate');
  return (
    <>
      <AdminHeading title={t('sections.popQuizzes')} intro={t('about.popQuizzes')} />
      <section aria-labelledby="pop-schedule" className="space-y-4">
        <h2 id="pop-schedule" className="text-xl font-semibold">
          {t('popQuizzes.schedule')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('popQuizzes.scheduleHint')}</p>
        {schedule.days.map(({ day, quizzes }) => (
          <details key={day} className={cardClass} open={day === schedule.today}>
            <summary className="cursor-pointer font-semibold">
              <h3 className="inline">
                {dayName(day)}
                {day === schedule.today ? ` · ${t('popQuizzes.today')}` : ''}
              </h3>
            </summary>
            <div className="mt-3">
              {quizzes.length === 0 ? (
                <EmptyState message={t('popQuizzes.noQuestions')} />
              ) : (
                <ul className="grid gap-3 xl:grid-cols-2">
                  {quizzes.map((quiz) => (
                    <WindowCard key={quiz.id} quiz={quiz} result={result} />
                  ))}
                </ul>
              )}
            </div>
          </details>
        ))}
      </section>
      <section aria-labelledby="pop-bank" className="mt-10 space-y-4">
        <h2 id="pop-bank" className="text-xl font-semibold">
          {t('popQuizzes.bank')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('popQuizzes.bankHint')}</p>
        <ResourceEditor
          name="pop-questions"
          ns="admin-money"
          deletable={false}
          fields={questionFields(topicChoices, articleChoices, t('popQuizzes.none'))}
          rows={bankOrder(questions)}
          titleOf={(row) =>
            `${String(locale === 'th' ? row.promptTh : row.promptEn)}${row.active ? '' : ` · ${t('rewards.hidden')}`}`
          }
          detailOf={(row) =>
            [
              `${t('fields.concept')}: ${String(row.concept)}`,
              String(row.key),
              ...(row.categoryKey !== null
                ? [`${t('fields.categoryKey')}: ${topicName(row.categoryKey)}`]
                : []),
              t('popQuizzes.drawStats', {
                draws: row.draws,
                right: row.draws ? Math.round((100 * Number(row.rightAnswers)) / Number(row.draws)) : 0,
              }),
              ...(row.circulating ? [t('popQuizzes.circulating')] : []),
            ].join(' · ')
          }
          extraOf={(row) =>
            row.circulating ? (
              <p
                data-testid={`pop-question-${row.id}-circulating`}
                className="rounded bg-amber-100 px-2 py-1 text-sm font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
              >
                {t('popQuizzes.circulating')}
              </p>
            ) : null
          }
        />
      </section>
    </>
  );
}
