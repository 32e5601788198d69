import type { PathDetail } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { errorMessage } from '@app/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { localePath } from '../../lib/site-map.ts';
import { formatDay } from './learning-format.ts';
import { learningClient } from './learning-client.ts';
import { MedalIcon } from './learning-icons.tsx';

const BUTTON =
  'inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:opacity-70';

/** The end of a path: a sign-in prompt, what is left, the button that issues it, or the certificate. */
export function CertificatePanel({ path, locale }: { path: PathDetail; locale: Locale }) {
  const { t } = useTranslation('learning');
  const signIn = useSignInPath(locale);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string; message: string } | null>(null);
  const progress = path.progress;
  const finished =
    progress !== null && progress.totalSteps > 0 && progress.completedSteps === progress.totalSteps;

  const issue = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await learningClient(locale).claimCertificate(path.slug);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? { code: error.body.code, message: error.body.message }
          : { code: 'INTERNAL', message: errorMessage('INTERNAL', locale) },
      );
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (!progress) {
    body = (
      <>
        <p className="text-slate-700 dark:text-slate-300">{t('path.certificateVisitor')}</p>
        <Link to={signIn} className={`mt-4 ${BUTTON}`} data-testid="path-sign-in">
          {t('paths.signIn')}
        </Link>
      </>
    );
  } else if (path.certificate) {
    body = (
      <>
        <p className="text-slate-700 dark:text-slate-300">
          {t('path.certificateIssued', { date: formatDay(path.certificate.issuedAt, locale) })}
        </p>
        <Link
          to={localePath(locale, `/e-learning/certificates/${path.certificate.code}`)}
          className={`mt-4 ${BUTTON}`}
          data-testid="certificate-link"
        >
          {t('path.certificateView')}
        </Link>
      </>
    );
  } else if (finished) {
    body = (
      <>
        <p className="text-slate-700 dark:text-slate-300">{t('path.certificateReady')}</p>
        <button
          type="button"
          onClick={issue}
          disabled={busy}
          className={`mt-4 ${BUTTON}`}
          aria-describedby={problem ? 'certificate-problem' : undefined}
          data-testid="certificate-issue"
        >
          {busy ? t('path.working') : t('path.certificateGet')}
        </button>
        {problem && (
          <p
            id="certificate-problem"
            role="alert"
            className="mt-3 text-sm font-medium text-red-700 dark:text-red-400"
          >
            {problem.message}{' '}
            {problem.code === 'PROFILE_NAME_REQUIRED' && (
              <Link to={localePath(locale, '/profile')} className="underline">
                {t('path.profileLink')}
              </Link>
            )}
          </p>
        )}
      </>
    );
  } else {
    body = <p className="text-slate-700 dark:text-slate-300">{t('path.certificateLocked')}</p>;
  }

  return (
    <section
      aria-labelledby="certificate-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/30"
      data-testid="certificate-panel"
    >
      <h2 id="certificate-title" className="flex items-center gap-2 text-lg font-bold">
        <MedalIcon className="text-amber-700 dark:text-amber-300" />
        {t('path.certificateTitle')}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
