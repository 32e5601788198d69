import type { i18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, type useTranslation as UseTranslation } from 'react-i18next';
import browserI18next, { type BrowserI18n, type TOptions } from './browser-i18next.ts';

/**
 * react-i18next as the server renders with it (vite.config.ts puts this module in its place in
 * the server build only). Its `useTranslation` copies the whole i18next instance and builds a new
 * `t` for every component it renders, because in a browser the language can change under a
 * mounted component. A server render never changes language (one instance per language, see
 * i18n.ts), so here each instance, namespace list and option set gets its answer once and every
 * later render reuses it. Calls with values or counts are answered by the site's own small
 * i18next (browser-i18next.ts): the browser renders with it, so the server's text is the text the
 * page hydrates with, and it is a fraction of i18next's work per call.
 */
export * from 'react-i18next';

type Answer = ReturnType<typeof UseTranslation>;
interface Options {
  i18n?: i18n;
  lng?: string;
  keyPrefix?: string;
  nsMode?: 'default' | 'fallback';
}

const answers = new WeakMap<i18n, Map<string, Answer>>();
const lightweight = new WeakMap<i18n, BrowserI18n>();

/** The site's small i18next over the same catalogs as an i18next instance (one per language). */
function lightweightOf(instance: i18n): BrowserI18n {
  let light = lightweight.get(instance);
  if (!light) {
    light = browserI18next.createInstance();
    void light.init({
      lng: instance.language,
      resources: instance.options.resources as Record<string, Record<string, Record<string, unknown>>>,
      defaultNS: String(instance.options.defaultNS ?? 'translation'),
    });
    lightweight.set(instance, light);
  }
  return light;
}

function answerFor(instance: i18n, namespaces: string[], options: Options): Answer {
  let byKey = answers.get(instance);
  if (!byKey) {
    byKey = new Map();
    answers.set(instance, byKey);
  }
  const key = `${namespaces.join(',')}|${options.lng ?? ''}|${options.keyPrefix ?? ''}|${options.nsMode ?? ''}`;
  let answer = byKey.get(key);
  if (!answer) {
    const lng = options.lng ?? instance.language;
    const ns = options.nsMode === 'fallback' ? namespaces : namespaces[0];
    const t = translationsOnce(
      instance.getFixedT(lng, ns, options.keyPrefix),
      lightweightOf(instance).getFixedT(lng, ns ?? null, options.keyPrefix),
    );
    const tuple: [Answer['t'], i18n, boolean] = [t, instance, true];
    answer = Object.assign(tuple, { t, i18n: instance, ready: true });
    byKey.set(key, answer);
  }
  return answer;
}

/**
 * Options of i18next that the site's small i18next does not read (it takes every other option as
 * a value to interpolate): a call with any of them goes to i18next.
 */
const I18NEXT_ONLY_OPTIONS = new Set([
  'context',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'keyPrefix',
  'lngs',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
  'defaultValue_plural',
]);

function plainOptions(options: unknown): options is TOptions {
  if (options === null || typeof options !== 'object') return false;
  for (const name in options) if (I18NEXT_ONLY_OPTIONS.has(name)) return false;
  return true;
}

/**
 * A `t` that looks each plain key (no options: no count, no values) up once per language and
 * namespace and answers the same string afterwards; the catalogs never change in a running server.
 * A call with values or a count goes to the small i18next (`light`), anything more to i18next.
 */
function translationsOnce(
  fixed: Answer['t'],
  light: (key: string, options: TOptions) => string,
): Answer['t'] {
  const resolved = new Map<string, unknown>();
  const lookUp = (args: unknown[]): unknown => Reflect.apply(fixed, undefined, args);
  const t = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length === 1 && typeof key === 'string' && plainOptions(rest[0])) return light(key, rest[0]);
    if (rest.length > 0 || typeof key !== 'string') return lookUp([key, ...rest]);
    let text = resolved.get(key);
    if (text === undefined) {
      text = lookUp([key]);
      resolved.set(key, text);
    }
    return text;
  };
  // Keeps what i18next sets on its `t` (its language, namespace and key prefix).
  return Object.assign(t, fixed);
}

export const useTranslation = ((ns?: string | string[], options: Options = {}) => {
  const context = useContext(I18nContext) as { i18n?: i18n; defaultNS?: string | string[] } | undefined;
  const instance = options.i18n ?? context?.i18n ?? getI18n();
  const fallbackNs = context?.defaultNS ?? instance.options.defaultNS ?? 'translation';
  const namespaces = ns ?? fallbackNs;
  return answerFor(instance, (Array.isArray(namespaces) ? namespaces : [namespaces]).map(String), options);
}) as typeof UseTranslation;
