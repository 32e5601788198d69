import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contracts/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalog = Record<string, unknown>;

/**
 * Every catalog under `locales/<locale>/<namespace>.json`: one namespace per feature, so each
 * feature owns its strings. `common` is the default namespace.
 */
const files = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });
export const resources: Record<Locale, Record<string, Catalog>> = { en: {}, th: {} };
for (const [path, catalog] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (isLocale(locale) && namespace) resources[locale][namespace] = catalog;
}

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per locale, created synchronously so server rendering can use it. */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function localeOrDefault(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
