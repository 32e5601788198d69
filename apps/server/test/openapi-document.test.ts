import { ERROR_CODES } from '@app/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/openapi-operations.ts';
import { createTestApp, type TestApp } from './test-app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    securitySchemes: Record<string, unknown>;
  };
}

/** An address for a documented path: any value fits the guards, which run before the input is read. */
function sampleUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'code' ? 'A'.repeat(24) : '1'));
}

/** The API document as `/api/openapi.json` serves it, checked against the routes that answer. */
describe('the API document', () => {
  let t: TestApp;
  let operations: { method: string; path: string; operation: Operation }[];
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );
  });
  afterAll(() => t.close());

  it('names every operation once, from its method and path', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operationIdOf('GET', '/api/client/redeems/:id')).toBe('getRedeemsById');
    expect(operationIdOf('POST', '/api/client/v2/quiz_v2/:id/questions/:qid/submit')).toBe(
      'postQuizV2ByIdQuestionsByQidSubmit',
    );
    expect(operationIdOf('PATCH', '/api/admin/users/:id')).toBe('patchAdminUsersById');
  });

  it('gives every operation a 4xx answer whose body is the shared error schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const missing = operations.filter(
      ({ operation }) => !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)),
    );
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    for (const response of Object.values(document.components.responses)) {
      expect(response.content['application/json']?.schema.$ref).toBe('#/components/schemas/ErrorBody');
    }
    expect(document.components.schemas.ErrorBody?.properties?.code?.enum).toEqual(ERROR_CODES);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie']);
  });

  it('asks for a session exactly where a visitor is refused with 401', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operations) {
      const documented = '401' in operation.responses;
      const secured =
        (operation.security ?? []).length > 0 && !operation.security?.some((s) => !Object.keys(s).length);
      if (documented !== secured) wrong.push(`${method} ${path}: 401 without security, or the reverse`);
      // A visitor's call: refused with 401 before its input is read where a session is needed.
      // Calls that would change something are only tried where the document says they are refused.
      if (!documented && method !== 'get') continue;
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url: sampleUrl(path) });
      if ((response.statusCode === 401) !== documented) {
        wrong.push(`${method} ${path}: a visitor gets ${response.statusCode}`);
      }
      if (documented) expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
