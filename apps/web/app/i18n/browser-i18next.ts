/**
 * The part of i18next the site uses, for the browser build (vite.config.ts puts it in place of
 * `i18next` there; the server keeps i18next itself). i18next is 15 KB gzipped on every page; this
 * does what the site's catalogs and calls need, the same way: keys by path with `ns:` prefixes,
 * namespaces tried in order, plurals by `Intl.PluralRules` (`_zero` for 0 when present, then
 * `_one`/`_other`...), `{{value}}` and `{{value, number}}` interpolation without escaping (React
 * escapes), `defaultValue`, and the key itself when nothing matches. A test compares it with
 * i18next on every key of every catalog (browser-i18next.test.ts).
 */

type Catalog = Record<string, unknown>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string | readonly string[];
  lng?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

interface InitOptions {
  lng: string;
  resources: Record<string, Record<string, Catalog>>;
  defaultNS?: string;
  [option: string]: unknown;
}

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

function numberFormat(lng: string): Intl.NumberFormat {
  let format = NUMBER_FORMATS.get(lng);
  if (!format) NUMBER_FORMATS.set(lng, (format = new Intl.NumberFormat(lng)));
  return format;
}

function pluralRules(lng: string): Intl.PluralRules {
  let rules = PLURAL_RULES.get(lng);
  if (!rules) PLURAL_RULES.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

function lookup(catalog: Catalog | undefined, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalog)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(data: TOptions, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /{{(.+?)}}/g;

function interpolate(text: string, data: TOptions, lng: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const [name = '', format] = inner.split(',').map((part) => part.trim());
    const value = valueAt(data, name);
    // i18next leaves a placeholder it has no value for as it is.
    if (value === undefined) return whole;
    if (format === 'number' && typeof value === 'number') return numberFormat(lng).format(value);
    return typeof value === 'string' ? value : String(value);
  });
}

export class BrowserI18n {
  language = '';
  isInitialized = false;
  options: InitOptions = { lng: '', resources: {} };
  t: TFunction = (key) => key;

  use(): this {
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    this.options = options;
    this.language = options.lng;
    this.t = this.getFixedT(null, null);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** A `t` bound to a language and namespace (or namespaces, tried in order), as i18next's. */
  getFixedT(lng: string | null, ns: string | readonly string[] | null, keyPrefix?: string): TFunction {
    return (key, options = {}) =>
      this.translate(keyPrefix ? `${keyPrefix}.${key}` : key, {
        ...options,
        lng: options.lng ?? lng ?? this.language,
        ns: options.ns ?? ns ?? this.options.defaultNS ?? 'translation',
      });
  }

  private translate(fullKey: string, options: TOptions): string {
    const lng = options.lng ?? this.language;
    let namespaces = typeof options.ns === 'string' ? [options.ns] : [...(options.ns ?? [])];
    let key = fullKey;
    const separator = fullKey.indexOf(':');
    if (separator > -1) {
      namespaces = [fullKey.slice(0, separator)];
      key = fullKey.slice(separator + 1);
    }
    const candidates = [key];
    if (typeof options.count === 'number') {
      candidates.unshift(`${key}_${pluralRules(lng).select(options.count)}`);
      if (options.count === 0) candidates.unshift(`${key}_zero`);
    }
    const catalogs = this.options.resources[lng] ?? {};
    for (const namespace of namespaces) {
      for (const candidate of candidates) {
        const found = lookup(catalogs[namespace], candidate);
        if (found !== undefined) return interpolate(found, options, lng);
      }
    }
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options, lng);
  }
}

const i18next = {
  createInstance: (): BrowserI18n => new BrowserI18n(),
};

export type i18n = BrowserI18n;
export default i18next;
