import { createRequire } from 'node:module';
import { cruise, type ICruiseOptions, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { serverRules, webRules, cruiseOptions } = require('../../../dependency-rules.cjs') as {
  serverRules(root: string): IForbiddenRuleType[];
  webRules(root: string): IForbiddenRuleType[];
  cruiseOptions: ICruiseOptions;
};

const FIXTURE = 'apps/server/test/fixtures/forbidden-imports/src';
const WEB_FIXTURE = 'apps/server/test/fixtures/forbidden-web-imports/app';

/** The rules `npm run lint` applies to apps/server/src (or apps/web/app), on a tree with forbidden imports. */
async function violationsIn(root: string, rules = serverRules): Promise<IViolation[]> {
  const result = await cruise([root], {
    ...cruiseOptions,
    tsConfig: undefined,
    ruleSet: { forbidden: rules(root) },
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got a report');
  return result.output.summary.violations;
}

describe('the dependency rules', () => {
  it('fail an import loop between features, an unlisted feature arrow and a shared helper importing a feature', async () => {
    const violations = await violationsIn(FIXTURE);
    const rules = new Set(violations.map((violation) => violation.rule.name));
    expect(rules).toContain('no-feature-loop');
    expect(rules).toContain('no-circular');
    expect(rules).toContain('feature-identity');
    expect(rules).toContain('shared-below-features');
    const arrow = violations.find((violation) => violation.rule.name === 'feature-identity');
    expect(arrow?.from).toBe(`${FIXTURE}/modules/identity/session.service.ts`);
    expect(arrow?.to).toBe(`${FIXTURE}/modules/subscriptions/subscriber-status.ts`);
  });

  it('fail a web feature importing another, a shared helper importing a feature, and a feature importing a page', async () => {
    const violations = await violationsIn(WEB_FIXTURE, webRules);
    const found = violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
    );
    expect(found.sort()).toEqual([
      `web-features-below-routes: ${WEB_FIXTURE}/features/profile/badge.ts -> ${WEB_FIXTURE}/routes/page.ts`,
      `web-no-feature-to-feature: ${WEB_FIXTURE}/features/quizzes/quiz-card.ts -> ${WEB_FIXTURE}/features/profile/badge.ts`,
      `web-shared-below-features: ${WEB_FIXTURE}/lib/points.ts -> ${WEB_FIXTURE}/features/profile/badge.ts`,
    ]);
  });
});
