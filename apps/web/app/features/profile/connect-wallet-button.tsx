import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { profileClient } from './profile-client.ts';

/** An injected EIP-1193 wallet (MetaMask, a wallet app's browser). */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function injectedWallet(): Eip1193Provider | undefined {
  return (globalThis as { ethereum?: Eip1193Provider }).ethereum;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * Proves a wallet with Sign-In with Ethereum: the server writes the message (its domain, a
 * single-use nonce and an expiry), the wallet signs it, the server verifies it and saves the address.
 */
export function ConnectWalletButton({
  locale,
  className = '',
  labelClassName = '',
  label,
  onProven,
}: {
  locale: Locale;
  className?: string;
  /** Where space is short (the header between lg and 2xl) the label can be kept for screen readers only. */
  labelClassName?: string;
  /** The button's words where the default "Connect wallet" says too little (the profile's Wallet section). */
  label?: string;
  /** Called with the proven address, so a page showing the proof can read it again. */
  onProven?: (walletAddress: string) => void;
}) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const connect = async () => {
    const wallet = injectedWallet();
    if (!wallet) {
      toast.show(t('wallet.noWallet'));
      return;
    }
    setBusy(true);
    try {
      const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
      if (!address) throw new Error('no account');
      const chainId = Number.parseInt(String(await wallet.request({ method: 'eth_chainId' })), 16) || 1;
      const client = profileClient(locale);
      const { message } = await client.walletNonce(address, chainId);
      const signature = (await wallet.request({
        method: 'personal_sign',
        params: [message, address],
      })) as string;
      const { walletAddress } = await client.verifyWallet(message, signature);
      toast.show(t('wallet.connected', { address: short(walletAddress) }), { tone: 'success' });
      onProven?.(walletAddress);
    } catch (error) {
      const code = (error as { code?: number }).code;
      const message =
        code === 4001
          ? t('wallet.rejected')
          : error instanceof ApiError
            ? error.status === 401 && error.body.code === 'UNAUTHENTICATED'
              ? t('wallet.signInFirst')
              : error.body.message
            : t('wallet.failed');
      toast.show(message, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={connect}
      // It works only with JavaScript: it cannot be pressed before the page is interactive.
      disabled={!hydrated || busy}
      data-testid={label ? 'prove-wallet' : 'connect-wallet'}
      className={`h-10 items-center gap-2 rounded-full border whitespace-nowrap border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:border-primary-500 hover:text-primary-700 disabled:opacity-70 dark:border-slate-700 dark:text-slate-200 dark:hover:text-primary-300 ${className}`}
    >
      <WalletIcon width={18} height={18} />
      <span className={labelClassName}>{busy ? t('wallet.connecting') : (label ?? t('wallet.connect'))}</span>
    </button>
  );
}
