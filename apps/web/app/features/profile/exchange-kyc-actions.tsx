import type { Locale } from '@app/contracts/locale';
import type { Profile } from '@app/contracts/profile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { verifyWithExchangePath } from '../../lib/site-map.ts';
import { exchangeLinkClient } from './exchange-link-client.ts';

const primary =
  'inline-flex items-center justify-center rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const secondary =
  'inline-flex items-center justify-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-primary-600 disabled:opacity-60 dark:border-slate-600';
const danger =
  'inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/**
 * The KYC section's actions: verify with the exchange account (link), read the exchange again
 * (refresh), and unlink after a confirmation. Errors are shown right below the buttons.
 */
export function ExchangeKycActions({ profile, locale }: { profile: Profile; locale: Locale }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const demo = useRouteLoaderData<{ demo?: boolean }>('root')?.demo === true;
  const [busy, setBusy] = useState<'refresh' | 'unlink' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The Unlink button makes way for the question: keyboard focus moves to its safe answer.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const link = profile.bkNext;
  // Back from the exchange after a finished link (see the callback route).
  const justLinked = useSearchParams()[0].get('linked') === '1' && Boolean(link);
  const needsLink = !link || link.reverifyRequired === true;

  const run = async (what: 'refresh' | 'unlink') => {
    setBusy(what);
    setProblem(null);
    try {
      const client = exchangeLinkClient(locale);
      const answer = what === 'refresh' ? await client.refresh() : await client.unlink();
      setConfirming(false);
      toast.show(
        what === 'unlink'
          ? t('exchangeLink.unlinked')
          : answer.kyc.verified
            ? t('exchangeLink.refreshedVerified')
            : t('exchangeLink.refreshed'),
        { tone: 'success' },
      );
      await revalidator.revalidate();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.body.message : t('exchangeLink.failed'));
      if (error instanceof ApiError) await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-3 space-y-3" data-testid="exchange-kyc-actions">
      {justLinked && (
        <p
          role="status"
          className="text-sm font-medium text-primary-800 dark:text-primary-200"
          data-testid="exchange-linked"
        >
          {t('exchangeLink.linked')}
        </p>
      )}
      {link?.reverifyRequired && (
        <p className="text-sm font-medium text-amber-900 dark:text-amber-200" data-testid="exchange-reverify">
          {t('exchangeLink.reverify')}
        </p>
      )}
      {needsLink && (
        <>
          <Link
            to={verifyWithExchangePath(locale, `/${locale}/profile`)}
            reloadDocument
            className={`${primary} w-full`}
            data-testid="verify-kyc-link"
          >
            {t('exchangeLink.verify')}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('exchangeLink.verifyHint')}</p>
        </>
      )}
      {link && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondary}
            disabled={!hydrated || busy !== null}
            onClick={() => run('refresh')}
            data-testid="exchange-refresh"
          >
            {busy === 'refresh' ? t('exchangeLink.refreshing') : t('exchangeLink.refresh')}
          </button>
          {!confirming && (
            <button
              type="button"
              className={secondary}
              disabled={!hydrated || busy !== null}
              onClick={() => {
                setProblem(null);
                setConfirming(true);
              }}
              data-testid="exchange-unlink"
            >
              {t('exchangeLink.unlink')}
            </button>
          )}
        </div>
      )}
      {link && confirming && (
        <div
          role="group"
          aria-labelledby="exchange-unlink-question"
          className="rounded-xl border border-red-200 p-3 dark:border-red-900"
        >
          <p id="exchange-unlink-question" className="text-sm">
            {t('exchangeLink.unlinkConfirm')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={danger}
              disabled={busy !== null}
              onClick={() => run('unlink')}
              data-testid="exchange-unlink-confirm"
            >
              {busy === 'unlink' ? t('exchangeLink.unlinking') : t('exchangeLink.unlinkYes')}
            </button>
            <button type="button" ref={cancelRef} className={secondary} onClick={() => setConfirming(false)}>
              {t('exchangeLink.cancel')}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
          data-testid="exchange-problem"
        >
          {problem}
        </p>
      )}
      {demo && link && !profile.kyc.verified && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('exchangeLink.demoDesk')}{' '}
          <a
            className="font-semibold text-primary-700 underline dark:text-primary-300"
            href={`/demo/exchange/accounts?lang=${locale}`}
          >
            {t('exchangeLink.demoDeskLink')}
          </a>
        </p>
      )}
    </div>
  );
}
