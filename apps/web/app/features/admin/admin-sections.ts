import type { StaffRole } from '@app/contracts/admin';

/**
 * The admin area's sections, in menu order. Adding a section is one entry here and one route
 * line in routes.ts (under `admin`); `roles` hides the entry from staff the API would refuse.
 */
export const ADMIN_SECTIONS = [
  { key: 'articles', path: '/admin/articles', roles: ['admin', 'editor'] },
  { key: 'glossary', path: '/admin/glossary', roles: ['admin', 'editor'] },
  { key: 'getStarted', path: '/admin/get-started', roles: ['admin', 'editor'] },
  { key: 'partners', path: '/admin/partners', roles: ['admin', 'editor'] },
  { key: 'categories', path: '/admin/categories', roles: ['admin', 'editor'] },
  { key: 'legal', path: '/admin/legal', roles: ['admin', 'editor'] },
  { key: 'feedback', path: '/admin/feedback', roles: ['admin', 'editor'] },
  { key: 'redemptions', path: '/admin/redemptions', roles: ['admin'] },
  { key: 'payouts', path: '/admin/payouts', roles: ['admin'] },
  { key: 'rewards', path: '/admin/rewards', roles: ['admin'] },
  { key: 'coupons', path: '/admin/coupons', roles: ['admin'] },
  { key: 'packages', path: '/admin/packages', roles: ['admin'] },
  { key: 'popQuizzes', path: '/admin/pop-quizzes', roles: ['admin'] },
  { key: 'quizzes', path: '/admin/quizzes', roles: ['admin', 'editor'] },
  { key: 'certificates', path: '/admin/certificates', roles: ['admin'] },
  { key: 'learningPaths', path: '/admin/learning-paths', roles: ['admin'] },
  { key: 'campaigns', path: '/admin/campaigns', roles: ['admin'] },
  { key: 'users', path: '/admin/users', roles: ['admin'] },
  { key: 'privacy', path: '/admin/privacy', roles: ['admin'] },
  { key: 'audit', path: '/admin/audit', roles: ['admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly StaffRole[] }[];

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export function isStaff(role: string | undefined): role is StaffRole {
  return role === 'admin' || role === 'editor';
}

export function sectionsFor(role: StaffRole) {
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly string[]).includes(role));
}
