import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { LevelBadge } from '../features/learning/level-badge.tsx';
import { MedalIcon } from '../features/learning/learning-icons.tsx';
import { formatDay } from '../features/learning/learning-format.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/e-learning-certificate';

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const certificate = await serverApi(context, params).get('/client/learning/certificates/{code}', {
      params: { path: { code: params.code } },
    });
    return { certificate };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return data({ certificate: null }, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  // A certificate names a person: it is shared by link, not listed by search engines.
  return routeMeta(args, (t) => ({
    path: `/e-learning/certificates/${args.params.code}`,
    title: t('learning:meta.certificate'),
    robots: 'noindex',
  }));
}

export default function CertificatePage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('learning');
  const locale = routeLocale(params);
  const certificate = loaderData.certificate;
  if (!certificate) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="certificate-missing">
        <h1 className="text-3xl font-bold tracking-tight">{t('meta.certificate')}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('certificate.notFound')}</p>
        <Link
          to={localePath(locale, '/e-learning')}
          className="mt-8 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('path.back')}
        </Link>
      </div>
    );
  }
  const valid = certificate.status === 'valid';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <article
        className="rounded-3xl border-4 border-double border-amber-400 bg-white p-6 text-center shadow-sm sm:p-12 dark:border-amber-700 dark:bg-slate-900"
        data-testid="certificate"
      >
        <MedalIcon width={48} height={48} className="mx-auto text-amber-600 dark:text-amber-400" />
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{t('certificate.heading')}</h1>
        <p className="mt-6 text-sm tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t('certificate.awardedTo')}
        </p>
        <p
          className="mt-1 text-3xl font-semibold break-words text-primary-800 sm:text-4xl dark:text-primary-300"
          data-testid="certificate-holder"
        >
          {certificate.holderName}
        </p>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t('certificate.forPath')}</p>
        <p className="mt-1 text-xl font-semibold" data-testid="certificate-path">
          {certificate.path.title}
        </p>
        <dl className="mx-auto mt-8 grid max-w-lg gap-4 text-left text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('certificate.level')}</dt>
            <dd className="mt-1">
              <LevelBadge level={certificate.path.level} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('certificate.issued')}</dt>
            <dd className="mt-1 font-medium">
              <time dateTime={certificate.issuedAt}>{formatDay(certificate.issuedAt, locale)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('certificate.status')}</dt>
            <dd
              className={`mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                valid
                  ? 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100'
                  : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
              }`}
              data-testid="certificate-status"
            >
              {valid ? t('certificate.valid') : t('certificate.revoked')}
            </dd>
          </div>
        </dl>
        <p
          className={`mt-8 text-sm ${valid ? 'text-slate-700 dark:text-slate-300' : 'font-semibold text-red-700 dark:text-red-400'}`}
        >
          {valid ? t('certificate.validNote') : t('certificate.revokedNote')}
        </p>
        <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
          {t('certificate.code')}: <code className="break-all">{certificate.code}</code>
        </p>
      </article>
      <p className="mt-6 text-center">
        <Link
          to={localePath(locale, `/e-learning/${certificate.path.slug}`)}
          className="text-sm font-semibold text-primary-800 underline dark:text-primary-300"
        >
          {t('certificate.viewPath')}
        </Link>
      </p>
    </div>
  );
}
