import type { ClosureView } from '@app/contracts/privacy';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { SubmitButton } from '../features/accounts/form-fields.tsx';
import { resetLinkButtonClass } from '../features/accounts/reset-link.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { siteTimeFormat } from '../lib/site-time.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/profile-close';

/** Opening the mailed link changes nothing (mail scanners open links): the button confirms. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const token = String((await request.formData()).get('token') ?? '');
  try {
    const closure: ClosureView = await serverApi(context, params).post('/privacy/closure/confirm', {
      body: { token },
    });
    return { closure, invalid: false };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { closure: null, invalid: true };
    throw error;
  }
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/profile/close',
    title: t('profile:yourData.confirm.title'),
    robots: 'noindex',
  }));
}

export default function ConfirmClosurePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('profile');
  const locale = routeLocale(params);
  const navigation = useNavigation();
  const toProfile = (
    <Link to={`${localePath(locale, '/profile')}#your-data`} className={resetLinkButtonClass}>
      {t('yourData.confirm.toProfile')}
    </Link>
  );
  if (actionData?.invalid || loaderData.token.length < 10) {
    return (
      <AuthCard title={t('yourData.confirm.title')} testId="closure-confirm-invalid">
        <FormAlert tone="error">{t('yourData.confirm.invalid')}</FormAlert>
        {toProfile}
      </AuthCard>
    );
  }
  if (actionData?.closure?.eraseAfter) {
    const time = siteTimeFormat(i18n.language, 'dateTime').format(new Date(actionData.closure.eraseAfter));
    return (
      <AuthCard title={t('yourData.confirm.title')} testId="closure-confirmed">
        <FormAlert tone="success">{t('yourData.close.coolingOff', { time })}</FormAlert>
        {toProfile}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('yourData.confirm.title')}
      subtitle={t('yourData.confirm.explain')}
      testId="closure-confirm"
    >
      <Form method="post" data-testid="closure-confirm-form">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton
          busy={navigation.state !== 'idle'}
          label={t('yourData.confirm.button')}
          busyLabel={t('yourData.close.asking')}
        />
      </Form>
    </AuthCard>
  );
}
