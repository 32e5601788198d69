import type { Locale } from '@app/contracts/locale';
import type { PrivacyStatus } from '@app/contracts/privacy';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteTimeFormat } from '../../lib/site-time.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ClosurePanel } from './closure-panel.tsx';
import { downloadHref, privacyClient } from './privacy-client.ts';
import { fieldErrors } from './profile-client.ts';

const POLL_MS = 2000;
const button =
  'rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60';
const link =
  'rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * "Your data" in the profile (anchor `#your-data`, linked from the Data Subject Right page): ask
 * for a copy of everything held and download it once, or close the account.
 */
export function YourDataSection({ locale, initial }: { locale: Locale; initial: PrivacyStatus }) {
  const { t, i18n } = useTranslation('profile');
  const hydrated = useHydrated();
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const time = siteTimeFormat(i18n.language, 'dateTime');
  const latest = status.exports[0];
  const preparing = latest?.status === 'queued';

  // While the archive is being made, look again every few seconds.
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => {
      privacyClient(locale)
        .status()
        .then(setStatus)
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, locale]);

  const requestExport = async () => {
    setBusy(true);
    setError(null);
    try {
      await privacyClient(locale).requestExport();
      setStatus(await privacyClient(locale).status());
    } catch (problem) {
      setError(fieldErrors(problem).form ?? null);
    } finally {
      setBusy(false);
    }
  };

  const ready = latest?.status === 'ready' && latest.downloadToken ? latest : null;
  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      data-testid="your-data"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="your-data-title" className="text-lg font-semibold">
        {t('yourData.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('yourData.intro')}</p>

      <h3 className="mt-6 font-semibold">{t('yourData.download.title')}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('yourData.download.intro')}</p>
      <div aria-live="polite" data-testid="export-status" className="mt-3 text-sm">
        {!latest && <p>{t('yourData.download.none')}</p>}
        {preparing && <p className="font-semibold">{t('yourData.download.preparing')}</p>}
        {ready && (
          <div className="space-y-3">
            <p className="font-semibold">
              {t('yourData.download.ready', { time: time.format(new Date(ready.expiresAt!)) })}
            </p>
            <div className="flex flex-wrap gap-3">
              {ready.jsonAvailable && (
                <a className={link} href={downloadHref(ready.downloadToken!, 'json')} download>
                  {t('yourData.download.json')}
                </a>
              )}
              {ready.summaryAvailable && (
                <a className={link} href={downloadHref(ready.downloadToken!, 'html')} download>
                  {t('yourData.download.html')}
                </a>
              )}
            </div>
          </div>
        )}
        {latest && ['downloaded', 'expired', 'failed'].includes(latest.status) && (
          <p>{t(`yourData.download.${latest.status as 'downloaded' | 'expired' | 'failed'}`)}</p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {!preparing && (
        <button
          type="button"
          className={`${button} mt-4`}
          disabled={!hydrated || busy}
          onClick={requestExport}
          data-testid="export-request"
        >
          {busy ? t('yourData.download.asking') : t('yourData.download.ask')}
        </button>
      )}

      <ClosurePanel locale={locale} status={status} onChange={setStatus} />
    </section>
  );
}
