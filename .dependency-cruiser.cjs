/** dependency-cruiser's configuration: the rules live in dependency-rules.cjs. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS configuration
const { serverRules, webRules, cruiseOptions } = require('./dependency-rules.cjs');

module.exports = {
  forbidden: [
    ...serverRules('apps/server/src'),
    ...webRules('apps/web/app'),
    {
      name: 'contracts-stand-alone',
      comment: 'packages/contracts is shared by server and web and imports nothing from the apps.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: cruiseOptions,
};
