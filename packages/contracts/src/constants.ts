/** Every 100 points equal 1 KKUB. Amounts are integers in the smallest unit. */
export const POINTS_PER_KKUB = 100;

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;

export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;

export const THEME_COOKIE = 'theme';
export const LOCALE_COOKIE = 'lang';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 6;
export const FEEDBACK_MESSAGE_MAX = 1000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The longest search query. Here, not only in search.ts, so the search box in every page's header
 * can read it without loading zod (see apps/web/vite.config.ts).
 */
export const SEARCH_QUERY_MAX = 100;
