import type { FooterType } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';

/** A path inside the site in a given locale: `localePath('th', '/legal/x')` gives `/th/legal/x`. */
export function localePath(locale: Locale, path = ''): string {
  const clean = path === '/' ? '' : path;
  return `/${locale}${clean && !clean.startsWith('/') ? '/' : ''}${clean}`;
}

/** Legal documents: the URL slug, the API's document type, in the order the footer lists them. */
export const LEGAL_DOCUMENTS = [
  { slug: 'terms-conditions', type: 'Terms-Conditions' },
  { slug: 'terms-subscriptions', type: 'Terms-Subscriptions' },
  { slug: 'privacy-policy', type: 'Privacy-Policy' },
  { slug: 'cookies-policy', type: 'Cookies-Policy' },
  { slug: 'data-subject-right', type: 'Data-Subject-Right' },
  { slug: 'takedown-notice', type: 'Takedown-Notice' },
  { slug: 'copyright-notice-policy', type: 'Copyright-Notice-Policy' },
  { slug: 'terms-of-service', type: 'Terms-of-Service' },
  { slug: 'whistleblowing', type: 'Whistleblowing' },
] as const satisfies readonly { slug: string; type: FooterType }[];
export type LegalSlug = (typeof LEGAL_DOCUMENTS)[number]['slug'];

/** The navbar's menus and where each one leads. */
export const NAV_ITEMS = [
  { key: 'learn', path: '/articles' },
  { key: 'earn', path: '/quizzes' },
  { key: 'shop', path: '/subscriptions' },
  { key: 'events', path: '/events' },
  { key: 'games', path: '/games' },
  { key: 'elearning', path: '/e-learning' },
] as const;

/**
 * Destinations that are planned but not built yet: they show a "coming soon" page rather than
 * a 404, so every link in the shell leads somewhere.
 */
export const PLANNED_SECTIONS = [
  'quizzes',
  'subscriptions',
  'events',
  'games',
  'e-learning',
  'redeem',
  'dashboard',
  'my-quiz',
] as const;
export type PlannedSection = (typeof PLANNED_SECTIONS)[number];

export function plannedSection(splat: string | undefined): PlannedSection | undefined {
  const first = splat?.split('/')[0];
  return PLANNED_SECTIONS.find((section) => section === first);
}

/** The Learn menu (navbar, phone menu, footer): where a reader finds the site's learning pages. */
export const LEARN_LINKS = [
  { key: 'articles', path: '/articles' },
  { key: 'glossary', path: '/glossary' },
  { key: 'getStarted', path: '/get-started' },
  { key: 'search', path: '/search' },
] as const;

/** About the site (phone menu and footer). */
export const COMPANY_LINKS = [
  { key: 'about', path: '/about' },
  { key: 'partners', path: '/partners' },
  { key: 'feedback', path: '/feedback' },
] as const;
