import { isLocale, type Locale } from '@app/contracts/locale';
import { isRouteErrorResponse, Outlet, redirect, useParams, useRouteError } from 'react-router';
import { ErrorPage, type ErrorPageKind } from '../components/layout/error-page.tsx';
import { isOffline } from '../lib/offline-worker.ts';
import type { PageErrorData } from '../lib/page-error.ts';
import { loadLocale } from '../i18n/i18n.ts';
import type { WalletButtonPlacement } from '../components/layout/navbar.tsx';
import { SiteShell } from '../components/layout/site-shell.tsx';
import { ConnectWalletButton } from '../features/profile/connect-wallet-button.tsx';
import { preferredLocale } from '../lib/preferred-locale.ts';
import { sitePath } from '../lib/safe-redirect.ts';
import type { Route } from './+types/locale-layout';

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isLocale(params.lang)) {
    // A path without a locale (`/articles`) is sent to the same page in the visitor's language.
    const locale = preferredLocale(request);
    throw redirect(sitePath(`/${locale}${url.pathname}${url.search}`) ?? `/${locale}`);
  }
  // The page remembers its language in the `lang` cookie itself (lib/theme-preference.ts): a
  // response that set it could not be shared by every visitor.
  return { locale: params.lang, origin: url.origin };
}

/** Switching language in the browser first fetches that language's catalogs. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (isLocale(params.lang)) await loadLocale(params.lang);
  return serverLoader();
}

/** The header's wallet button in the page's language, where the navbar places it. */
const walletButtonIn = (locale: Locale) => (placement: WalletButtonPlacement) => (
  <ConnectWalletButton locale={locale} {...placement} />
);

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell locale={loaderData.locale} walletButton={walletButtonIn(loaderData.locale)}>
      <Outlet />
    </SiteShell>
  );
}

/** The kind of error page for what a route threw: not found, restricted, forbidden, or an error. */
function errorKind(error: unknown): ErrorPageKind {
  // A page's data that could not be fetched because the browser is offline (the retry reloads
  // the whole page, which the service worker answers with its kept copy or its offline page).
  if (!isRouteErrorResponse(error)) return isOffline() ? 'offline' : 'error';
  if (error.status === 404) return 'notFound';
  if (error.status === 403)
    return (error.data as PageErrorData | null)?.code === 'ACCOUNT_RESTRICTED' ? 'restricted' : 'forbidden';
  return 'error';
}

export function ErrorBoundary() {
  const lang = useParams().lang;
  const locale = isLocale(lang) ? lang : 'en';
  return (
    <SiteShell locale={locale} walletButton={walletButtonIn(locale)}>
      <ErrorPage kind={errorKind(useRouteError())} locale={locale} />
    </SiteShell>
  );
}
