import { isLocale, localeFromPath } from '@app/contracts/locale';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheetHref from './app.css?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import notoSansThai from '@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2?url';
import { ErrorPage } from './components/layout/error-page.tsx';
import { loadSignedInUser } from './lib/session.server.ts';
import { getI18n } from './i18n/i18n.ts';
import { isOffline } from './lib/offline-worker.ts';
import { useNonce } from './lib/nonce.tsx';
import { useHydrated } from './lib/use-hydrated.ts';
import { THEME_COLORS, THEME_SCRIPT, useEffectiveTheme } from './lib/theme-preference.ts';

/**
 * The site's one stylesheet is a file with a content hash in its name, kept by browsers and CDNs
 * for a year (docs/decisions/003-first-paint.md). The Latin text face is needed by every page:
 * fetch it with the HTML, not after the CSS.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheetHref },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname) ?? 'en';
  // Nothing here depends on the theme: it is applied in the browser (see theme-preference.ts), so
  // a visitor's page is the same for everyone reading it in that language.
  return {
    user: await loadSignedInUser(request, context, locale),
    demo: context.demo === true,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname) ?? 'en';
  const theme = useEffectiveTheme();
  const nonce = useNonce();
  // Marks the page interactive (scripts loaded, language fetched, React attached).
  const hydrated = useHydrated();
  return (
    <html
      lang={locale}
      className={theme === 'dark' ? 'dark' : undefined}
      style={{ colorScheme: theme }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={`/manifest.${locale}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {locale === 'th' && (
          // Thai pages need the Thai face for the first paint, or their text moves when it arrives.
          <link rel="preload" href={notoSansThai} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans" data-hydrated={hydrated || undefined}>
        <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last line of defence, outside any locale layout (for example a failure in the root loader). */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = localeFromPath(useLocation().pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const kind = notFound ? 'notFound' : isOffline() ? 'offline' : 'error';
  return <ErrorPage kind={kind} locale={isLocale(lang) ? lang : 'en'} />;
}
