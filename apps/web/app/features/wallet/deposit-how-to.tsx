import type { Locale } from '@app/contracts/locale';
import type { DepositPage } from '@app/contracts/wallet';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

const card =
  'mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const button =
  'inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800';

/**
 * How KUB gets here: from the exchange account linked in the profile (which one, or that none is
 * linked yet), and in demo mode a link to the demo exchange's Send KUB page.
 */
export function DepositHowTo({
  locale,
  account,
  demoSendUrl,
}: {
  locale: Locale;
  account: DepositPage['exchangeAccount'];
  demoSendUrl: string | null;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section aria-labelledby="deposit-how-title" className={card} data-testid="deposit-how-to">
      <h2 id="deposit-how-title" className="text-xl font-semibold">
        {t('deposit.howTitle')}
      </h2>
      {account ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="deposit-linked-account">
            <Trans
              t={t}
              i18nKey="deposit.linked"
              values={{ email: account.email, subject: account.subject }}
              components={{ strong: <strong className="font-semibold break-all" /> }}
            />
          </p>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            <li>{t('deposit.step1', { email: account.email })}</li>
            <li>{t('deposit.step2')}</li>
            <li>{t('deposit.step3')}</li>
          </ol>
        </>
      ) : (
        <div data-testid="deposit-no-account">
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('deposit.notLinked')}</p>
          <Link to={`${localePath(locale, '/profile')}#kyc`} className={`${button} mt-4`}>
            {t('deposit.linkAccount')}
          </Link>
        </div>
      )}
      {demoSendUrl && (
        <div
          className="mt-6 rounded-xl bg-amber-50 px-4 py-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="deposit-demo"
        >
          <p className="text-sm font-medium">{t('deposit.demo')}</p>
          {/* A plain link: the demo exchange is a page of the server, not of this app. */}
          <a href={demoSendUrl} className={`${button} mt-3`} data-testid="deposit-demo-send">
            {t('deposit.demoSend')}
          </a>
        </div>
      )}
    </section>
  );
}
