import { isLocale } from '@app/contracts/locale';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from './i18n/i18n.ts';
import { registerServiceWorker } from './lib/offline-worker.ts';

// The page's language decides which catalogs to fetch before the page becomes interactive, and
// the back office needs its own.
const lang = document.documentElement.lang;
const backOffice = /^\/[a-z]{2}\/admin(\/|$)/.test(location.pathname);

void loadLocale(isLocale(lang) ? lang : 'en', { backOffice }).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);

registerServiceWorker();
