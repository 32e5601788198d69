import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import type { BrowserI18n, TFunction, TOptions } from './browser-i18next.ts';

/**
 * react-i18next as the site uses it, for the browser build (vite.config.ts puts it in place of
 * `react-i18next` there, with browser-i18next.ts for i18next): the provider, `useTranslation`
 * with one namespace or several (`nsMode: 'fallback'`), and `Trans` with named tags
 * (`<strong>{{email}}</strong>`). The page's language never changes under a mounted page (a new
 * language is a new page), so a `t` is made once per instance, namespaces and prefix.
 */

export const I18nContext = createContext<{ i18n?: BrowserI18n } | undefined>(undefined);

let globalInstance: BrowserI18n | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: BrowserI18n) {
    globalInstance = instance;
  },
};

export function getI18n(): BrowserI18n | undefined {
  return globalInstance;
}

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

interface UseTranslationOptions {
  i18n?: BrowserI18n;
  keyPrefix?: string;
  nsMode?: 'default' | 'fallback';
}

type Answer = [TFunction, BrowserI18n, boolean] & { t: TFunction; i18n: BrowserI18n; ready: boolean };

export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}): Answer {
  const context = useContext(I18nContext);
  const instance = options.i18n ?? context?.i18n ?? globalInstance;
  if (!instance) throw new Error('useTranslation needs an I18nextProvider');
  const namespaces = ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns;
  const key = namespaces.join('\n');
  return useMemo(() => {
    const fixed =
      namespaces.length === 0 ? null : options.nsMode === 'fallback' ? namespaces : namespaces[0]!;
    const t = instance.getFixedT(null, fixed, options.keyPrefix);
    return Object.assign([t, instance, true] as [TFunction, BrowserI18n, boolean], {
      t,
      i18n: instance,
      ready: true,
    });
    // The namespaces are compared by value: callers pass a new array literal on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, key, options.nsMode, options.keyPrefix]);
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/** A translation with named tags replaced by the given elements, their text as children. */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(
      isValidElement(element)
        ? cloneElement(element, { key: parts.length }, inner)
        : createElement(Fragment, { key: parts.length }, whole),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
