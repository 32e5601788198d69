import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { Locale } from '@app/contracts/locale';
import { ApiError, apiUrl } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/verify';
import { siteTimeFormat } from '../lib/site-time.ts';

/** A learning path certificate's code (43 base64url characters; a quiz certificate's has 32). */
const PATH_CERTIFICATE_CODE = /^[A-Za-z0-9_-]{43}$/;

/** The certificate's PDF or share image in one language, served by the API. */
function certificateFile(code: string, file: 'certificate.pdf' | 'og.png', locale: Locale): string {
  const params = { path: { code }, query: { lang: locale } };
  return file === 'og.png'
    ? apiUrl('/client/certificates/{code}/og.png', params)
    : apiUrl('/client/certificates/{code}/certificate.pdf', params);
}

export async function loader({ context, params }: Route.LoaderArgs) {
  // One verify address for every certificate: a path certificate is shown on its own page.
  if (PATH_CERTIFICATE_CODE.test(params.code)) {
    throw redirect(localePath(routeLocale(params), `/e-learning/certificates/${params.code}`));
  }
  try {
    return {
      certificate: await serverApi(context, params).get('/client/certificates/{code}', {
        params: { path: { code: params.code } },
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const certificate = args.loaderData?.certificate;
  const origin = (args.matches[1]?.loaderData as { origin?: string } | undefined)?.origin ?? '';
  return routeMeta(args, (t, locale) => ({
    path: `/verify/${args.params.code}`,
    title: certificate
      ? `${certificate.holderName}: ${certificate.achievement[locale]}`
      : t('quizzes:meta.verify'),
    ...(certificate && {
      description: t('quizzes:verify.shareDescription', {
        holder: certificate.holderName,
        grade: certificate.grade,
        achievement: certificate.achievement[locale],
      }),
      image: `${origin}${certificateFile(certificate.code, 'og.png', locale)}`,
    }),
    robots: 'noindex',
  }));
}

/** Plain share links (no third-party scripts): each opens the network's own share page. */
function ShareLinks({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation('quizzes');
  const u = encodeURIComponent(url);
  const links = [
    {
      key: 'line',
      label: t('verify.shareLine'),
      href: `https://social-plugins.line.me/lineit/share?url=${u}`,
    },
    {
      key: 'x',
      label: t('verify.shareX'),
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`,
    },
    {
      key: 'facebook',
      label: t('verify.shareFacebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
  ];
  return (
    <nav aria-label={t('verify.share')} className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
      <span className="text-sm text-slate-600 dark:text-slate-400">{t('verify.share')}:</span>
      {links.map((link) => (
        <a
          key={link.key}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`share-${link.key}`}
          className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}

export default function VerifyPage({ loaderData, params, matches }: Route.ComponentProps) {
  const { t } = useTranslation('quizzes');
  const locale = routeLocale(params);
  const { certificate } = loaderData;
  const date = siteTimeFormat(locale, 'longDate');
  const valid = certificate.status === 'valid';
  const origin = (matches[1]?.loaderData as { origin?: string } | undefined)?.origin ?? '';
  const shareUrl = `${origin}/${locale}/verify/${certificate.code}`;
  const row = 'grid gap-1 border-t border-slate-200 py-3 sm:grid-cols-3 dark:border-slate-800';

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <article
        data-testid="certificate"
        className="rounded-3xl border-4 border-primary-700 bg-white p-6 sm:p-10 dark:border-primary-400 dark:bg-slate-900"
      >
        <p
          data-testid="certificate-status"
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${valid ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
        >
          {valid ? t('verify.valid') : t('verify.revoked')}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('verify.title')}</h1>
        <dl className="mt-6">
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.holder')}</dt>
            <dd data-testid="certificate-holder" className="text-xl font-semibold sm:col-span-2">
              {certificate.holderName}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.achievement')}</dt>
            <dd className="sm:col-span-2">
              <p lang="en">{certificate.achievement.en}</p>
              <p lang="th">{certificate.achievement.th}</p>
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.grade')}</dt>
            <dd data-testid="certificate-grade" className="font-semibold sm:col-span-2">
              {certificate.grade} ({certificate.percent} %)
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.issued')}</dt>
            <dd className="sm:col-span-2">{date.format(new Date(certificate.issuedAt))}</dd>
          </div>
          {certificate.revokedAt && (
            <div className={row}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.revokedOn')}</dt>
              <dd
                data-testid="certificate-revoked-on"
                className="font-semibold text-red-800 sm:col-span-2 dark:text-red-300"
              >
                {date.format(new Date(certificate.revokedAt))}
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.issuer')}</dt>
            <dd className="sm:col-span-2">
              {certificate.issuer.name}{' '}
              <span className="break-all text-xs text-slate-600 dark:text-slate-400">
                ({certificate.issuer.id})
              </span>
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('verify.code')}</dt>
            <dd className="break-all font-mono text-sm sm:col-span-2">{certificate.code}</dd>
          </div>
        </dl>
        <p
          className={`mt-4 text-sm ${certificate.signatureValid ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
          data-testid="certificate-signature"
        >
          {certificate.signatureValid
            ? t('verify.signatureValid')
            : certificate.signatureProblem === 'key-compromised'
              ? t('verify.signatureKeyCompromised')
              : certificate.signatureProblem === 'key-unknown'
                ? t('verify.signatureKeyUnknown')
                : t('verify.signatureInvalid')}
        </p>
        {certificate.statusListUrl && (
          <p className="mt-2 text-sm">
            <a
              href={certificate.statusListUrl}
              data-testid="certificate-status-list"
              className="text-primary-800 underline hover:no-underline dark:text-primary-200"
            >
              {t('verify.statusList')}
            </a>
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <a
            href={certificate.credentialUrl}
            download
            className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('verify.download')}
          </a>
          <a
            href={certificateFile(certificate.code, 'certificate.pdf', locale)}
            data-testid="certificate-pdf"
            className="inline-flex min-h-11 items-center rounded-full border border-primary-700 px-5 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-slate-800"
          >
            {t('verify.downloadPdf')}
          </a>
        </div>
        <ShareLinks url={shareUrl} text={`${certificate.holderName}: ${certificate.achievement[locale]}`} />
      </article>
    </div>
  );
}
