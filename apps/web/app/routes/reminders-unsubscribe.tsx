import type { UnsubscribeStatus } from '@app/contracts/reminders';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { SubmitButton } from '../features/accounts/form-fields.tsx';
import { resetLinkButtonClass } from '../features/accounts/reset-link.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/reminders-unsubscribe';

type Outcome = { token: string; status: UnsubscribeStatus } | { token: null; status: null };

/** A refused token (forged, altered, cut short) shows the invalid-link state; other failures are errors. */
async function ask(token: string, call: (token: string) => Promise<UnsubscribeStatus>): Promise<Outcome> {
  if (token.length < 10 || token.length > 300) return { token: null, status: null };
  try {
    return { token, status: await call(token) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token: null, status: null };
    throw error;
  }
}

/** Reading the link changes nothing: mail scanners open links, only the button press unsubscribes. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return ask(token, (value) =>
    serverApi(context, params).get('/reminders/unsubscribe', { params: { query: { token: value } } }),
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const outcome = await ask(token, (value) =>
    serverApi(context, params).post('/reminders/unsubscribe', { params: { query: { token: value } } }),
  );
  return { ...outcome, done: true as const };
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/reminders/unsubscribe',
    title: t('profile:meta.unsubscribe'),
    robots: 'noindex',
  }));
}

export default function ReminderUnsubscribePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const locale = routeLocale(params);
  const navigation = useNavigation();
  const outcome = actionData ?? loaderData;
  const profile = (
    <Link to={`${localePath(locale, '/profile')}#reminders`} className={resetLinkButtonClass}>
      {t('unsubscribe.toProfile')}
    </Link>
  );
  if (!outcome.token || !outcome.status) {
    return (
      <AuthCard title={t('unsubscribe.title')} testId="unsubscribe-invalid">
        <FormAlert tone="error">{t('unsubscribe.invalid')}</FormAlert>
        {profile}
      </AuthCard>
    );
  }
  const kind = t(`reminders.kinds.${outcome.status.kind}.label`);
  if (actionData?.done || !outcome.status.on) {
    return (
      <AuthCard title={t('unsubscribe.title')} testId="unsubscribe-done">
        <FormAlert tone="success">
          {actionData?.done ? t('unsubscribe.done', { kind }) : t('unsubscribe.alreadyOff', { kind })}
        </FormAlert>
        {profile}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('unsubscribe.title')} subtitle={t('unsubscribe.explain')} testId="unsubscribe-page">
      <Form method="post" data-testid="unsubscribe-form">
        <p className="mb-5 text-base font-medium">{t('unsubscribe.question', { kind })}</p>
        <input type="hidden" name="token" value={outcome.token} />
        <SubmitButton
          busy={navigation.state !== 'idle'}
          label={t('unsubscribe.button')}
          busyLabel={t('unsubscribe.busy')}
        />
      </Form>
    </AuthCard>
  );
}
