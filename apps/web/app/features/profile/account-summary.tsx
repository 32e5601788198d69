import type { Locale } from '@app/contracts/locale';
import type { Profile } from '@app/contracts/profile';
import { useTranslation } from 'react-i18next';
import { formatSiteTime } from '../../lib/site-time.ts';
import { ExchangeKycActions } from './exchange-kyc-actions.tsx';
import { numberFormat } from '../../lib/intl-format.ts';

/** Points, KUB balance, KYC and the linked exchange account, as the server reports them. */
export function AccountSummary({ profile, locale }: { profile: Profile; locale: Locale }) {
  const { t, i18n } = useTranslation('profile');
  const number = numberFormat(i18n.language === 'th' ? 'th-TH' : 'en-GB');
  const box = 'rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800';
  return (
    <div className="space-y-4 text-left" data-testid="account-summary">
      <dl className="grid grid-cols-2 gap-3">
        <div className={box}>
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('profile.points')}</dt>
          <dd className="text-xl font-bold tabular-nums">{number.format(profile.point)}</dd>
        </div>
        <div className={box}>
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('profile.kub')}</dt>
          <dd className="text-xl font-bold tabular-nums">{profile.kubBalance}</dd>
        </div>
      </dl>
      <p
        id="kyc"
        data-testid="kyc-status"
        className={`rounded-xl px-4 py-3 text-sm font-semibold ${
          profile.kyc.verified
            ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
            : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }`}
      >
        {profile.kyc.verified ? t('profile.kycVerified') : t('profile.kycMissing')}
        {!profile.kyc.verified && <span className="mt-1 block font-normal">{t('profile.kycHint')}</span>}
      </p>
      <div className={box}>
        <h2 className="text-sm font-semibold">{t('profile.exchange')}</h2>
        {profile.bkNext ? (
          <dl className="mt-2 space-y-2 text-sm" data-testid="exchange-data">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.exchangeWallet')}</dt>
              <dd className="font-mono text-xs break-all">{profile.bkNext.exchangeWalletAddress ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">{t('profile.nextWallet')}</dt>
              <dd className="font-mono text-xs break-all">{profile.bkNext.nextWalletAddress ?? '—'}</dd>
            </div>
            {(profile.bkNext.givenName || profile.bkNext.familyName) && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('exchangeLink.verifiedName')}</dt>
                <dd data-testid="exchange-name">
                  {[profile.bkNext.givenName, profile.bkNext.familyName].filter(Boolean).join(' ')}
                </dd>
              </div>
            )}
            <div>
              <dt className="sr-only">KYC</dt>
              <dd data-testid="exchange-kyc-level">
                {t('profile.kycLevel', { level: profile.bkNext.kycLevel })}
              </dd>
            </div>
            {profile.bkNext.refreshedAt && (
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('exchangeLink.refreshedAt')}</dt>
                <dd>{formatSiteTime(i18n.language, profile.bkNext.refreshedAt)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('profile.notLinked')}</p>
        )}
        <ExchangeKycActions profile={profile} locale={locale} />
      </div>
    </div>
  );
}
