import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ApiError, apiUrl } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import { siteTimeFormat } from '../lib/site-time.ts';
import type { Route } from './+types/review-credential';

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return {
      credential: await serverApi(context, params).get('/client/review/credentials/{code}', {
        params: { path: { code: params.code } },
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const credential = args.loaderData?.credential;
  return routeMeta(args, (t, locale) => ({
    path: `/review/credentials/${args.params.code}`,
    title: credential
      ? `${credential.holderName}: ${t('review:credential.achievement', { topic: credential.topic[locale] })}`
      : t('review:credential.title'),
    robots: 'noindex',
  }));
}

/** The public check of a "topic mastered" credential: who holds it, for which topic, and whether it stands. */
export default function ReviewCredentialPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('review');
  const locale = routeLocale(params);
  const { credential } = loaderData;
  const valid = credential.status === 'valid';
  const row = 'grid gap-1 border-t border-slate-200 py-3 sm:grid-cols-3 dark:border-slate-800';
  const label = 'text-sm text-slate-600 dark:text-slate-400';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <article
        data-testid="review-credential"
        className="rounded-3xl border-4 border-amber-500 bg-white p-6 sm:p-10 dark:border-amber-400 dark:bg-slate-900"
      >
        <p
          data-testid="review-credential-status"
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${valid ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
        >
          {valid ? t('credential.valid') : t('credential.revoked')}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('credential.title')}
        </h1>
        <dl className="mt-6">
          <div className={row}>
            <dt className={label}>{t('credential.holder')}</dt>
            <dd className="text-xl font-semibold sm:col-span-2" data-testid="review-credential-holder">
              {credential.holderName}
            </dd>
          </div>
          <div className={row}>
            <dt className={label}>{t('credential.topic')}</dt>
            <dd className="sm:col-span-2">
              <p lang="en">{credential.topic.en}</p>
              <p lang="th">{credential.topic.th}</p>
            </dd>
          </div>
          <div className={row}>
            <dt className={label}>{t('credential.issued')}</dt>
            <dd className="sm:col-span-2">
              {siteTimeFormat(locale, 'longDate').format(new Date(credential.issuedAt))}
            </dd>
          </div>
          {credential.revokedAt && (
            <div className={row}>
              <dt className={label}>{t('credential.revokedOn')}</dt>
              <dd className="sm:col-span-2" data-testid="review-credential-revoked-on">
                {siteTimeFormat(locale, 'longDate').format(new Date(credential.revokedAt))}
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className={label}>{t('credential.issuer')}</dt>
            <dd className="sm:col-span-2">
              {credential.issuer.name}{' '}
              <span className="text-xs break-all text-slate-600 dark:text-slate-400">
                ({credential.issuer.id})
              </span>
            </dd>
          </div>
          <div className={row}>
            <dt className={label}>{t('credential.code')}</dt>
            <dd className="font-mono text-sm break-all sm:col-span-2">{credential.code}</dd>
          </div>
        </dl>
        <p
          className={`mt-4 text-sm ${credential.signatureValid ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
          data-testid="review-credential-signature"
        >
          {credential.signatureValid ? t('credential.signatureValid') : t('credential.signatureInvalid')}
        </p>
        {!valid && (
          <p className="mt-2 text-sm font-semibold text-red-800 dark:text-red-300">
            {t('credential.revokedNote')}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('credential.meaning')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={apiUrl('/client/review/credentials/{code}/credential', { path: { code: credential.code } })}
            download
            className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('credential.download')}
          </a>
          <Link
            to={localePath(locale, '/review')}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700"
          >
            {t('credential.toReview')}
          </Link>
        </div>
      </article>
    </div>
  );
}
