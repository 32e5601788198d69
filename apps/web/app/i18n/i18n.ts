import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contracts/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import th from '../locales/th/common.json';

export const resources = { en: { common: en }, th: { common: th } } as const;

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
