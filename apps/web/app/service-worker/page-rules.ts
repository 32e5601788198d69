/**
 * Which pages the worker keeps a copy of, by path. An allow-list: reading pages only (home, the
 * article list and articles, the glossary, favourites, learning paths, get-started, about). Pages
 * about money, quizzes, pop quizzes, rewards, the wallet, deposits, the profile and the back office
 * are never kept, and neither is any API answer or router data request (`.data`).
 */
const READING_PAGES = [
  /^\/(en|th)\/?$/,
  /^\/(en|th)\/articles(\/[^/]+)?\/?$/,
  /^\/(en|th)\/glossary(\/[^/]+)?\/?$/,
  /^\/(en|th)\/favorites\/?$/,
  /^\/(en|th)\/e-learning(\/(?!certificates(\/|$))[^/]+)?\/?$/,
  /^\/(en|th)\/(get-started|about)\/?$/,
];

export function isReadingPage(url: URL): boolean {
  return READING_PAGES.some((pattern) => pattern.test(url.pathname));
}

/**
 * Requests that change who is signed in: what the worker kept for the last reader goes as they
 * are sent (the page also reports its reader, which catches every other way, see sw.ts).
 */
export function changesReader(request: Request, url: URL): boolean {
  if (request.method === 'POST') return /^\/(en|th)\/(login|logout)(\.data)?$/.test(url.pathname);
  return request.mode === 'navigate' && /^\/(en|th)\/login\/sso\/callback$/.test(url.pathname);
}

/** Built files (names carry a content hash) and the app's icons: the same bytes forever. */
export function isStaticAsset(url: URL): boolean {
  return (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg'
  );
}

/** Article covers served by the site: kept with the pages that show them. */
export function isCover(url: URL): boolean {
  return url.pathname.startsWith('/covers/');
}

/** The page's language, from its path; English when it has none. */
export function pageLocale(url: URL): 'en' | 'th' {
  return /^\/th(\/|$)/.test(url.pathname) ? 'th' : 'en';
}
