import type { i18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, type useTranslation as UseTranslation } from 'react-i18next';

/**
 * react-i18next as the server renders with it (vite.config.ts puts this module in its place in
 * the server build only). Its `useTranslation` copies the whole i18next instance and builds a new
 * `t` for every component it renders, because in a browser the language can change under a
 * mounted component. A server render never changes language (one instance per language, see
 * i18n.ts), so here each instance, namespace list and option set gets its answer once and every
 * later render reuses it.
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

function answerFor(instance: i18n, namespaces: string[], options: Options): Answer {
  let byKey = answers.get(instance);
  if (!byKey) {
    byKey = new Map();
    answers.set(instance, byKey);
  }
  const key = `${namespaces.join(',')}|${options.lng ?? ''}|${options.keyPrefix ?? ''}|${options.nsMode ?? ''}`;
  let answer = byKey.get(key);
  if (!answer) {
    const t = translationsOnce(
      instance.getFixedT(
        options.lng ?? instance.language,
        options.nsMode === 'fallback' ? namespaces : namespaces[0],
        options.keyPrefix,
      ),
    );
    const tuple: [Answer['t'], i18n, boolean] = [t, instance, true];
    answer = Object.assign(tuple, { t, i18n: instance, ready: true });
    byKey.set(key, answer);
  }
  return answer;
}

/**
 * A `t` that looks each plain key (no options: no count, no values) up once per language and
 * namespace and answers the same string afterwards; the catalogs never change in a running server.
 * Calls with options still go to i18next, which interpolates them.
 */
function translationsOnce(fixed: Answer['t']): Answer['t'] {
  const resolved = new Map<string, unknown>();
  const lookUp = (args: unknown[]): unknown => Reflect.apply(fixed, undefined, args);
  const t = (key: unknown, ...rest: unknown[]): unknown => {
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
