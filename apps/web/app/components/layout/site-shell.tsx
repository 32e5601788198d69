import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { Footer } from './footer.tsx';
import { Navbar, type WalletButtonPlacement } from './navbar.tsx';
import { OfflineSupport } from './offline-support.tsx';

/** The frame of every page: progress bar, navbar, main content, footer and toasts. */
export function SiteShell({
  locale,
  walletButton,
  children,
}: {
  locale: Locale;
  /** The header's wallet button, from the profile feature (see Navbar). */
  walletButton: (placement: WalletButtonPlacement) => React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ToastProvider>
      <ProgressBar />
      <a
        href="#main"
        className="sr-only rounded-lg bg-primary-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-screen flex-col">
        <DemoBanner />
        <OfflineSupport />
        <Navbar locale={locale} walletButton={walletButton} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer locale={locale} />
      </div>
    </ToastProvider>
  );
}
