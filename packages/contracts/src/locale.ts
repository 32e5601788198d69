export const LOCALES = ['en', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header, honouring q-values.
 * `th-TH,th;q=0.9,en;q=0.8` gives `th`; an empty or unsupported header gives the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The locale a URL path starts with (`/th/articles` gives `th`), or undefined. */
export function localeFromPath(path: string): Locale | undefined {
  const first = path.split('?')[0]?.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The same path in another locale: `/en/about?x=1` with `th` gives `/th/about?x=1`. */
export function switchPathLocale(pathWithQuery: string, locale: Locale): string {
  const current = localeFromPath(pathWithQuery);
  if (!current) return `/${locale}${pathWithQuery.startsWith('/') ? '' : '/'}${pathWithQuery}`;
  return `/${locale}${pathWithQuery.slice(current.length + 1)}`;
}
