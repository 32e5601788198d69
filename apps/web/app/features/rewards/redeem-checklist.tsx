import { errorMessage } from '@app/contracts/errors';
import { verifyWithExchangePath } from '../../lib/site-map.ts';
import type { Locale } from '@app/contracts/locale';
import type { RedeemAccount, Reward } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

interface Requirement {
  key: string;
  label: string;
  ready: boolean;
  missing: string;
  link: { to: string; label: string; reload?: boolean };
}

/** What a reward needs from this member, in the order the server checks it. */
export function requirementsFor(
  reward: Reward,
  account: RedeemAccount,
  locale: Locale,
  t: (key: string) => string,
  /** The page to come back to after verifying KYC. */
  returnTo?: string,
) {
  const profile = { to: localePath(locale, '/profile'), label: t('confirm.profileLink') };
  const list: Requirement[] = [
    {
      key: 'kyc',
      label: t('confirm.kyc'),
      ready: account.kycVerified,
      missing: errorMessage('KYC_REQUIRED_REDEEM', locale),
      // Straight to verifying with the exchange account, and back to this reward afterwards.
      link: { to: verifyWithExchangePath(locale, returnTo), label: t('confirm.kycVerifyLink'), reload: true },
    },
  ];
  if (reward.subscriptionRequired) {
    list.push({
      key: 'subscription',
      label: t('confirm.subscription'),
      ready: account.subscribed,
      missing: errorMessage('SUBSCRIPTION_REQUIRED', locale),
      link: { to: localePath(locale, '/subscriptions'), label: t('confirm.subscribeLink') },
    });
  }
  if (reward.type === 'physical') {
    list.push({
      key: 'address',
      label: t('confirm.address'),
      ready: account.shippingReady,
      missing: t('confirm.addressMissing'),
      link: profile,
    });
  }
  if (reward.type === 'crypto') {
    list.push({
      key: 'wallet',
      label: t('confirm.wallet'),
      ready: account.walletAddress !== null,
      missing: t('confirm.walletMissing'),
      link: profile,
    });
  }
  list.push({
    key: 'pin',
    label: t('confirm.pin'),
    ready: account.hasPin,
    missing: t('confirm.pinMissing'),
    link: { to: `${localePath(locale, '/profile')}#pin`, label: t('confirm.pinSetLink') },
  });
  return list;
}

export function RedeemChecklist({ requirements }: { requirements: Requirement[] }) {
  const { t } = useTranslation('rewards');
  return (
    <ul className="space-y-3" data-testid="redeem-checklist">
      {requirements.map((item) => (
        <li key={item.key} data-requirement={item.key} data-ready={item.ready} className="flex gap-3 text-sm">
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full text-xs font-bold ${
              item.ready
                ? 'bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-300'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
            }`}
          >
            {item.ready ? '✓' : '!'}
          </span>
          <div>
            <p className="font-semibold">
              {item.label}
              <span className="sr-only">: {item.ready ? t('confirm.ready') : t('confirm.notReady')}</span>
            </p>
            {!item.ready && (
              <p className="text-slate-600 dark:text-slate-400">
                {item.missing}{' '}
                <Link
                  to={item.link.to}
                  reloadDocument={item.link.reload}
                  className="font-semibold text-primary-700 underline dark:text-primary-300"
                >
                  {item.link.label}
                </Link>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
