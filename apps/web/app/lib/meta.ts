import { LOCALES, type Locale } from '@app/contracts/locale';
import type { i18n } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { getI18n } from '../i18n/i18n.ts';
import { routeLocale } from './route-data.ts';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', th: 'th_TH' };

/**
 * A page's title, description, social cards, canonical link and language alternates. `path` is
 * the page's path without its locale prefix (`/legal/privacy-policy`).
 */
export function pageMeta(options: {
  locale: Locale;
  origin: string;
  path: string;
  title?: string;
  description?: string;
  /** An absolute URL of a 1200x630 share image: social cards then show it large. */
  image?: string;
}): MetaDescriptor[] {
  const t = getI18n(options.locale).t;
  const brand = t('brand');
  const title = options.title ? `${options.title} | ${brand}` : t('meta.title');
  const description = options.description ?? t('meta.description');
  const path = options.path === '/' ? '' : options.path;
  const url = `${options.origin}/${options.locale}${path}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[options.locale] },
    { name: 'twitter:card', content: options.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(options.image
      ? [
          { property: 'og:image', content: options.image },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
          { name: 'twitter:image', content: options.image },
        ]
      : []),
    { tagName: 'link', rel: 'canonical', href: url },
    ...LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: `${options.origin}/${locale}${path}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${options.origin}/en${path}` },
  ];
}

export interface RouteMetaOptions {
  /** The page's path without its locale prefix. */
  path: string;
  title?: string;
  description?: string;
  /** An absolute URL of a 1200x630 share image. */
  image?: string;
  /** A robots directive (`noindex`) for pages search engines should leave out. */
  robots?: string;
}

interface RouteMetaArgs {
  params: { lang?: string };
  /** The second match is the locale layout, whose loader gives the site's origin. */
  matches: readonly ({ loaderData?: unknown } | undefined)[];
}

/**
 * `pageMeta` for a route under `/:lang`, from the route's own `meta` arguments. Texts that
 * depend on the language come from a function given the page's translator and locale.
 */
export function routeMeta(
  args: RouteMetaArgs,
  options: RouteMetaOptions | ((t: i18n['t'], locale: Locale) => RouteMetaOptions),
): MetaDescriptor[] {
  const locale = routeLocale(args.params);
  const layout = args.matches[1]?.loaderData as { origin: string } | undefined;
  const { robots, ...page } = typeof options === 'function' ? options(getI18n(locale).t, locale) : options;
  return [
    ...pageMeta({ locale, origin: layout?.origin ?? '', ...page }),
    ...(robots ? [{ name: 'robots', content: robots }] : []),
  ];
}
