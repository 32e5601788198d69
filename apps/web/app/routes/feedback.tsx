import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { useToast } from '../components/ui/toast.tsx';
import { FeedbackForm, type FeedbackFormState } from '../features/discovery/feedback-form.tsx';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { serverApi } from '../lib/route-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/feedback';

type ActionResult = { ok: true; id: number } | ({ ok: false } & FeedbackFormState);

const FIELDS = ['type', 'topic', 'message'] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Browsers send line breaks as CRLF; the limit counts what the reader saw, one per break.
  const values = {
    type: text('type'),
    topic: text('topic'),
    message: text('message').replace(/\r\n/g, '\n'),
  };
  try {
    const created = await serverApi(context, params).form.post('/client/feedbacks', values);
    return { ok: true, id: created.id } satisfies ActionResult;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const errors: FeedbackFormState['errors'] = {};
    for (const issue of error.body.fields ?? []) {
      const name = FIELDS.find((field) => issue.path === `body.${field}`);
      if (name && !errors[name]) errors[name] = issue.message;
    }
    if (Object.keys(errors).length === 0) errors.form = error.body.message;
    return data({ ok: false, values, errors } satisfies ActionResult, { status: error.status });
  }
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/feedback',
    title: t('discovery:feedback.title'),
    description: t('discovery:feedback.intro'),
  }));
}

export default function FeedbackPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const toast = useToast();
  const hydrated = useHydrated();
  const result = actionData as ActionResult | undefined;
  const sentId = result?.ok ? result.id : null;

  useEffect(() => {
    if (sentId !== null) toast.show(t('feedback.success'), { tone: 'success' });
  }, [sentId, toast, t]);

  return (
    <>
      <PageHeader title={t('feedback.title')} intro={t('feedback.intro')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:px-8">
        {sentId !== null && !hydrated && (
          // Without JavaScript there is no toast, so the confirmation is part of the page.
          <p
            role="status"
            className="mb-6 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
            data-testid="feedback-sent"
          >
            {t('feedback.success')}
          </p>
        )}
        {/* A new key after each success gives an empty form for the next message. */}
        <FeedbackForm key={sentId ?? 'form'} state={result && !result.ok ? result : null} />
      </div>
    </>
  );
}
