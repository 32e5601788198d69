import type { FooterType } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';

/** A path inside the site in a given locale: `localePath('th', '/legal/x')` gives `/th/legal/x`. */
export function localePath(locale: Locale, path = ''): string {
  const clean = path === '/' ? '' : path;
  return `/${locale}${clean && !clean.startsWith('/') ? '/' : ''}${clean}`;
}

/** The page that starts "Verify with your exchange account" and comes back to `returnTo`. */
export function verifyWithExchangePath(locale: Locale, returnTo?: string): string {
  const start = localePath(locale, '/profile/exchange/link');
  return returnTo ? `${start}?redirectTo=${encodeURIComponent(returnTo)}` : start;
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

/** The Learn menu (navbar, phone menu, footer): where a reader finds the site's learning pages. */
export const LEARN_LINKS = [
  { key: 'articles', path: '/articles' },
  { key: 'glossary', path: '/glossary' },
  { key: 'getStarted', path: '/get-started' },
  { key: 'search', path: '/search' },
] as const;

/** The page that explains the earning loop to a newcomer (Earn menu and footer). */
export const HOW_EARNING_LINK = { key: 'howEarning', path: '/earn' } as const;

/** The Earn menu: how earning works, then where a signed-in reader earns and spends points. */
export const EARN_LINKS = [
  HOW_EARNING_LINK,
  { key: 'quizzes', path: '/quizzes' },
  { key: 'popQuiz', path: '/pop-quiz' },
  { key: 'review', path: '/review' },
  { key: 'myQuiz', path: '/my-quiz' },
  { key: 'redeem', path: '/redeem' },
] as const;

/** The Shop menu: membership packages and rewards. */
export const SHOP_LINKS = [
  { key: 'subscriptions', path: '/subscriptions' },
  { key: 'mySubscription', path: '/my-subscription' },
  { key: 'rewards', path: '/redeem' },
] as const;

export interface MenuLink {
  key: string;
  path: string;
}

/** The navbar items that open a menu rather than lead to one page. */
export const NAV_MENUS: Partial<Record<(typeof NAV_ITEMS)[number]['key'], readonly MenuLink[]>> = {
  learn: LEARN_LINKS,
  earn: EARN_LINKS,
  shop: SHOP_LINKS,
};

/** About the site (phone menu and footer). */
export const COMPANY_LINKS = [
  { key: 'about', path: '/about' },
  { key: 'partners', path: '/partners' },
  { key: 'feedback', path: '/feedback' },
] as const;
