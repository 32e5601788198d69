import { isLocale } from '@app/contracts/locale';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocale } from './i18n/i18n.ts';

// The page's language decides which catalogs to fetch before the page becomes interactive.
const lang = document.documentElement.lang;

void loadLocale(isLocale(lang) ? lang : 'en').then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
