import { LOCALES, type Locale } from '@app/contracts/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prepareThaiCatalog } from './thai-line-breaks.ts';

type Catalog = Record<string, unknown>;

/**
 * Every catalog under `locales/<locale>/<namespace>.json`: one namespace per feature, so each
 * feature owns its strings. `common` is the default namespace. The server holds all of them; the
 * browser downloads only its page's language (see `loadLocale`), half the text on every page, and
 * the back office's catalogs (`admin*`) only on the way into the back office.
 */
const PATTERN = /locales\/(\w+)\/([\w-]+)\.json$/;
const onDemand = import.meta.glob<Catalog>('../locales/*/*.json', { import: 'default' });

const BACK_OFFICE = /^admin/;

const resources: Record<Locale, Record<string, Catalog>> = { en: {}, th: {} };
const loaded = new Set<string>();

/**
 * Fetches a language's catalogs in the browser; call it before that language is rendered. The
 * back office's are fetched only when `backOffice` is set (its routes do, see routes/admin.tsx).
 */
export async function loadLocale(locale: Locale, { backOffice = false } = {}): Promise<void> {
  const parts = backOffice ? [false, true] : [false];
  const wanted = parts.filter((part) => !loaded.has(`${locale}:${part}`));
  if (wanted.length === 0) return;
  const entries = Object.entries(onDemand).filter(([path]) => {
    const [, language, namespace = ''] = PATTERN.exec(path) ?? [];
    return language === locale && wanted.includes(BACK_OFFICE.test(namespace));
  });
  await Promise.all(
    entries.map(async ([path, load]) => {
      const namespace = PATTERN.exec(path)?.[2];
      // Thai is prepared for line breaking once, here, not on every render.
      if (namespace)
        resources[locale][namespace] = locale === 'th' ? prepareThaiCatalog(await load()) : await load();
    }),
  );
  // An i18next instance made earlier sees them too: it holds `resources[locale]` itself.
  for (const part of wanted) loaded.add(`${locale}:${part}`);
}

// The server renders any language at any time: it loads them all once, before the first request.
if (import.meta.env.SSR) await Promise.all(LOCALES.map((locale) => loadLocale(locale, { backOffice: true })));

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per locale, created synchronously so server rendering can use it. */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      // Every key exists in both languages (a test checks it), so no fallback language is needed.
      fallbackLng: false,
      resources: { [locale]: resources[locale] },
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
