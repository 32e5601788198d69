/**
 * Number formatters (and the few date formats outside the site's time rule, see site-time.ts),
 * built once per language tag and options and then shared: building one costs far more than
 * formatting with it, and a page formats numbers in many components.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function shared<F>(cache: Map<string, F>, tag: string, options: object, build: () => F): F {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return shared(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}
