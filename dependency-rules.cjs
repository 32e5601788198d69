/**
 * The allowed dependency graph of the server, checked by dependency-cruiser in `npm run lint`
 * (see .dependency-cruiser.cjs and docs/decisions/024-feature-layout.md).
 *
 * Layers, lowest first; a layer imports only from layers below it:
 *   shared      lib/, db/, policies/, app-error.ts        pure helpers, the schema, one-line rules
 *   plugins     plugins/                                  request guards (auth, KYC, admin gate)
 *   features    modules/<feature>/                        routes, services, repos, admin routes
 *   root        modules/app-modules.ts, modules/feature-wiring.ts, app.ts, main.ts
 *
 * Between features, FEATURE_DEPS lists who may import whom. A new arrow is a design decision:
 * add it here (the list may not form a loop; `no-feature-loop` checks that on the real imports).
 */
const FEATURE_DEPS = {
  // Platform features, used by many.
  identity: [],
  jobs: [],
  captcha: [],
  market: [],
  certificates: ['audit'],
  legal: [],
  favorites: [],
  search: [],
  mail: ['jobs'],
  audit: ['search'],
  ledger: ['jobs'],
  glossary: ['audit'],
  reference: ['audit'],
  // What people agreed to (reminders, any optional message): the one record of consent.
  consent: [],
  // Product features.
  accounts: ['captcha', 'identity', 'mail'],
  pin: ['accounts', 'mail'],
  subscriptions: ['audit', 'jobs', 'ledger', 'pin'],
  profile: ['identity', 'ledger', 'subscriptions'],
  sso: ['identity', 'profile'],
  articles: ['audit', 'profile'],
  // The home page's one call reads the article lists as the article list does.
  discovery: ['articles', 'audit', 'glossary', 'market'],
  earning: ['ledger', 'pin', 'subscriptions'],
  rewards: ['articles', 'audit', 'ledger', 'pin', 'subscriptions'],
  coupons: ['audit', 'ledger', 'rewards'],
  quizzes: ['audit', 'captcha', 'certificates', 'ledger', 'rewards', 'subscriptions'],
  'pop-quizzes': ['audit', 'identity', 'ledger', 'quizzes', 'subscriptions'],
  learning: ['identity', 'ledger', 'subscriptions'],
  payouts: ['audit', 'jobs', 'ledger', 'mail'],
  // The dashboard's one statement of the reader's facts carries the review deck's card.
  wallet: ['audit', 'ledger', 'payouts', 'pin', 'profile', 'review', 'subscriptions'],
  // The review deck reads finished quizzes straight from the schema, grades by the quizzes' rule and
  // signs with the certificates' key; an admin's revoke of a topic credential is audited.
  review: ['audit', 'certificates', 'quizzes'],
  reminders: ['consent', 'jobs', 'mail', 'pop-quizzes', 'review'],
  privacy: [
    'accounts',
    'audit',
    'consent',
    'identity',
    'jobs',
    'ledger',
    'mail',
    'pin',
    'profile',
    'reminders',
    'sso',
  ],
  // Operators' view: reads the state other features keep.
  metrics: ['jobs', 'ledger', 'payouts', 'privacy'],
  // Backups and the restore check: prove a restored copy with the ledger's and payouts' own checks.
  backup: ['ledger', 'payouts'],
  // The back office's own part (users, inbox) reads several features.
  admin: ['audit', 'identity', 'ledger', 'subscriptions'],
};

/** What plugins (request guards) may use of the features: the session behind `requireUser`. */
const PLUGIN_DEPS = ['identity'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forbidden-dependency rules for a server source tree at `root` (`apps/server/src`). */
function serverRules(root = 'apps/server/src') {
  const src = `^${escape(root)}/`;
  const modules = `${src}modules/`;
  const shared = `${src}(lib|db|policies)/|${src}app-error\\.ts$`;
  const above = `${src}(modules|plugins|web|seed)/|${src}(app|app-context|main|dev)\\.ts$`;
  const root_ = `${modules}[^/]+\\.ts$|${src}(app|main|dev)\\.ts$`;
  return [
    {
      name: 'no-circular',
      comment: 'A file may not import itself back through others: split it or turn one arrow into a port.',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
    {
      name: 'no-feature-loop',
      comment: 'Features may not form a loop (a imports b, b imports a, directly or through others).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}[^/]+$` },
      to: { path: `${modules}[^/]+$`, circular: true },
    },
    {
      name: 'shared-below-features',
      comment:
        'lib/, db/, policies/ and app-error.ts are the bottom layer: they import no plugin, feature or app code.',
      severity: 'error',
      from: { path: shared },
      to: { path: above },
    },
    {
      name: 'plugins-below-features',
      comment: `Plugins (request guards) use only these features: ${PLUGIN_DEPS.join(', ')}.`,
      severity: 'error',
      from: { path: `${src}plugins/` },
      to: { path: `${modules}`, pathNot: `${modules}(${PLUGIN_DEPS.map(escape).join('|')})/` },
    },
    {
      name: 'features-below-root',
      comment:
        'A feature never imports the composition root; the root wires features, not the other way round.',
      severity: 'error',
      from: { path: `${modules}[^/]+/` },
      to: { path: root_ },
    },
    ...Object.entries(FEATURE_DEPS).map(([feature, allowed]) => ({
      name: `feature-${feature}`,
      comment: `${feature} may import only these features: ${allowed.join(', ') || 'none'} (dependency-rules.cjs).`,
      severity: 'error',
      from: { path: `${modules}${escape(feature)}/` },
      to: {
        path: `${modules}[^/]+/`,
        pathNot: `${modules}(${[feature, ...allowed].map(escape).join('|')})/`,
      },
    })),
    {
      name: 'feature-listed',
      comment:
        'Every feature folder is listed in FEATURE_DEPS (dependency-rules.cjs) with what it may import.',
      severity: 'error',
      from: {
        path: `${modules}[^/]+/`,
        pathNot: `${modules}(${Object.keys(FEATURE_DEPS).map(escape).join('|')})/`,
      },
      to: {},
    },
  ];
}

/**
 * The forbidden-dependency rules for the web app's source tree at `root` (`apps/web/app`).
 *
 * Layers, lowest first; a layer imports only from layers below it:
 *   shared      components/, lib/, i18n/, service-worker/    design system, API client, helpers
 *   features    features/<feature>/                          one feature's components and client code
 *   routes      routes/, root.tsx, routes.ts, entry.*        pages: load data, compose features
 *
 * No feature imports another: what two features share moves down to components/ or lib/, or the
 * page passes it in (the header's wallet button, say). The web imports nothing from the server.
 */
function webRules(root = 'apps/web/app') {
  const src = `^${escape(root)}/`;
  const shared = `${src}(components|lib|i18n|service-worker)/`;
  const routes = `${src}routes/|${src}(root|routes|entry\\.[a-z]+)\\.tsx?$`;
  return [
    {
      name: 'web-no-circular',
      comment: 'A web file may not import itself back through others.',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
    {
      name: 'web-shared-below-features',
      comment: 'components/, lib/, i18n/ and service-worker/ import no feature and no page.',
      severity: 'error',
      from: { path: shared },
      to: { path: `${src}features/|${routes}` },
    },
    {
      name: 'web-features-below-routes',
      comment: 'A feature never imports a page; pages compose features.',
      severity: 'error',
      from: { path: `${src}features/` },
      to: { path: routes },
    },
    {
      name: 'web-no-feature-to-feature',
      comment:
        'A feature imports no other feature: move what both need to components/ or lib/, or pass it in.',
      severity: 'error',
      from: { path: `${src}features/([^/]+)/` },
      to: { path: `${src}features/`, pathNot: `${src}features/$1/` },
    },
    {
      name: 'web-not-server',
      comment: 'The web meets the server only at the API: it imports nothing from apps/server.',
      severity: 'error',
      from: { path: src },
      to: { path: '^apps/server/src/' },
    },
  ];
}

/** Options shared by the lint run and the rule test. */
const cruiseOptions = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '\\.test\\.tsx?$' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.base.json' },
  metrics: true,
};

module.exports = { FEATURE_DEPS, PLUGIN_DEPS, serverRules, webRules, cruiseOptions };
