import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ERRORS } from '@app/contracts/errors';
import { isLocale } from '@app/contracts/locale';
import { verifyWithExchangePath } from '../lib/site-map.ts';

/** Whether an API error code is one of the KYC refusals (main quiz, pop quiz, redeem, purchase, Redeem Token). */
export const isKycRefusal = (code: string | undefined | null): boolean =>
  typeof code === 'string' && code.startsWith('KYC_REQUIRED_');

const KYC_MESSAGES = new Set<string>(
  Object.entries(ERRORS)
    .filter(([code]) => isKycRefusal(code))
    .flatMap(([, definition]) => [definition.en, definition.th]),
);

/** Whether a shown error message is a KYC refusal, for places that keep only the message. */
export const isKycRefusalMessage = (message: string | undefined | null): boolean =>
  typeof message === 'string' && KYC_MESSAGES.has(message);

/**
 * What to do about a KYC refusal: verify with the exchange account, then come back to this page.
 * A full page load, because the flow leaves the site for the exchange.
 */
export function VerifyKycLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const segment = location.pathname.split('/')[1];
  const locale = isLocale(segment) ? segment : 'en';
  return (
    <Link
      to={verifyWithExchangePath(locale, location.pathname + location.search)}
      reloadDocument
      data-testid="verify-kyc-link"
      className={`inline-flex items-center rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${className}`}
    >
      {t('exchangeLink.verify')}
    </Link>
  );
}
