import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { fieldErrors } from '../features/profile/profile-client.ts';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { quizClient } from '../features/quizzes/quiz-client.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/reward-claim';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPrivate(request, routeLocale(params), async () => {
    try {
      return {
        tracking: await serverApi(context, params).get('/client/reward-trackings/{id}', {
          params: { path: { id: Number(params.id) } },
        }),
      };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw data(null, { status: 404 });
      throw error;
    }
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: `/rewards/${args.params.id}`,
    title: t('quizzes:meta.claim'),
    robots: 'noindex',
  }));
}

const input =
  'mt-1 min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900';

export default function RewardClaimPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('quizzes');
  const locale = routeLocale(params);
  const [tracking, setTracking] = useState(loaderData.tracking);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? undefined : text;
    };
    try {
      setTracking(
        await quizClient(locale).claim(tracking.id, {
          recipientName: value('recipientName') ?? '',
          phone: value('phone'),
          address: value('address'),
          walletAddress: value('walletAddress'),
        }),
      );
      setErrors({});
      setSent(true);
    } catch (caught) {
      const fields = fieldErrors(caught);
      if (caught instanceof ApiError && !caught.body.fields) {
        const code = caught.body.code;
        const field = code.includes('ADDRESS')
          ? 'address'
          : code.includes('PHONE')
            ? 'phone'
            : code.includes('WALLET')
              ? 'walletAddress'
              : 'form';
        setErrors({ [field]: caught.body.message });
      } else setErrors(fields);
    }
  };

  // Until the winner sends the form, empty fields start from the profile.
  const field = (
    name: 'recipientName' | 'phone' | 'address' | 'walletAddress',
    label: string,
    multiline = false,
  ) => (
    <div>
      <label htmlFor={`claim-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={`claim-${name}`}
          name={name}
          defaultValue={tracking[name] ?? tracking.fromProfile[name] ?? ''}
          rows={3}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `claim-${name}-error` : undefined}
          className={`${input} py-2`}
        />
      ) : (
        <input
          id={`claim-${name}`}
          name={name}
          defaultValue={tracking[name] ?? tracking.fromProfile[name] ?? ''}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `claim-${name}-error` : undefined}
          className={input}
        />
      )}
      {errors[name] && (
        <p id={`claim-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('claim.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t('claim.intro', { reward: tracking.rewardName, quiz: tracking.quizTitle })}
      </p>
      <p className="mt-2 text-sm font-semibold" data-testid="claim-status">
        {t('claim.status', { status: t(`claim.statuses.${tracking.status}`) })}
      </p>
      <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-4" noValidate>
        {field('recipientName', t('claim.name'))}
        {tracking.rewardType === 'physical' && field('phone', t('claim.phone'))}
        {tracking.rewardType === 'physical' && field('address', t('claim.address'), true)}
        {tracking.rewardType === 'crypto' && field('walletAddress', t('claim.wallet'))}
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        )}
        {sent && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            {t('claim.sent')}
          </p>
        )}
        <button
          type="submit"
          className="min-h-11 justify-self-start rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
        >
          {t('claim.submit')}
        </button>
      </form>
    </div>
  );
}
