import type { Locale } from '@app/contracts/locale';
import type { Profile } from '@app/contracts/profile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { formatSiteTime } from '../../lib/site-time.ts';
import { ConnectWalletButton } from './connect-wallet-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * The profile's Wallet section, where the earning checklist's "Prove your wallet" leads: the
 * address, whether it is proven, the Sign-In with Ethereum proof itself, and the question asked
 * before a save would replace a proven address (the server refuses it until confirmed).
 */
export function WalletSection({
  profile,
  locale,
  error,
  confirmingDrop,
  onConfirmDrop,
  onKeepProof,
}: {
  profile: Pick<Profile, 'walletAddress' | 'walletProvenAt'>;
  locale: Locale;
  error?: string;
  /** The server said the save would drop the proof: ask before sending it again. */
  confirmingDrop: boolean;
  onConfirmDrop: () => void;
  onKeepProof: () => void;
}) {
  const { t } = useTranslation('profile');
  const revalidator = useRevalidator();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmingDrop) confirmRef.current?.focus();
  }, [confirmingDrop]);
  const proven = Boolean(profile.walletAddress && profile.walletProvenAt);

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="profile-wallet"
    >
      <h2 id="profile-wallet" className="text-lg font-semibold">
        {t('profile.wallet')}
      </h2>
      <p
        data-testid="wallet-proof-status"
        data-proven={proven}
        className={`mt-2 text-sm ${proven ? 'font-medium text-primary-800 dark:text-primary-200' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {proven
          ? t('walletProof.proven', { date: formatSiteTime(locale, profile.walletProvenAt!, 'date') })
          : t('walletProof.unproven')}
      </p>
      <div className="mt-4 grid gap-5">
        <TextField
          name="walletAddress"
          label={t('profile.fields.walletAddress')}
          defaultValue={profile.walletAddress ?? ''}
          error={confirmingDrop ? undefined : error}
          hint={t('profile.fields.walletHint')}
          spellCheck={false}
          autoComplete="off"
          inputClassName="font-mono"
        />
        {confirmingDrop && (
          <div
            role="alert"
            data-testid="wallet-drop-confirm"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {/* An address is one 42-character word: it may break anywhere on a phone. */}
            <p className="[overflow-wrap:anywhere]">
              {t('walletProof.dropQuestion', { address: profile.walletAddress })}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                ref={confirmRef}
                type="button"
                onClick={onConfirmDrop}
                data-testid="wallet-drop-yes"
                className="min-h-10 rounded-full bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
              >
                {t('walletProof.dropYes')}
              </button>
              <button
                type="button"
                onClick={onKeepProof}
                data-testid="wallet-drop-no"
                className="min-h-10 rounded-full border border-slate-400 px-4 font-semibold hover:border-primary-600 dark:border-slate-500"
              >
                {t('walletProof.dropNo')}
              </button>
            </div>
          </div>
        )}
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('walletProof.how')}</p>
          <ConnectWalletButton
            locale={locale}
            label={proven ? t('walletProof.proveAgain') : t('walletProof.prove')}
            className="mt-3 inline-flex"
            onProven={() => void revalidator.revalidate()}
          />
        </div>
      </div>
    </section>
  );
}
