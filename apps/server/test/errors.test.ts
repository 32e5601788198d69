import { readdirSync } from 'node:fs';
import { ERRORS } from '@app/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/app-error.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The one error handler, seen through real routes registered on the real app. */
describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady: (app) => {
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({ email: z.string().email('EMAIL_INVALID'), age: z.number().int().min(18) }),
            },
          },
          async (request) => request.body,
        );
        app.get('/api/test/boom', async () => {
          throw new Error('relation "users" does not exist at SELECT * FROM users');
        });
        app.get('/api/test/duplicate', async () => {
          throw new AppError('EMAIL_DUPLICATE');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('names each failing field; a catalogue message becomes the answer code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('EMAIL_INVALID');
    expect(body.message).toBe('Email invalid');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['body.age', 'body.email']);
  });

  it('gives the generic validation code when no field names a catalogue message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'reader@example.com', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'body.age' }] });
  });

  it('answers malformed JSON with 400 and a body over the limit with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-nonsense' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('never sends a stack trace or SQL to the client', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toMatch(/users|SELECT|at /);
  });

  it('translates by the lang header first, then the URL locale, then English', async () => {
    const byHeader = await t.app.inject({ url: '/api/test/duplicate', headers: { lang: 'th' } });
    expect(byHeader.statusCode).toBe(409);
    expect(byHeader.json().message).toBe('อีเมลนี้ถูกใช้งานแล้ว');

    const unsupportedHeader = await t.app.inject({ url: '/api/test/duplicate', headers: { lang: 'fr' } });
    expect(unsupportedHeader.json().message).toBe('Email is duplicate');
  });

  it('sets the security headers and a request id on every answer', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(response.headers['x-request-id']).toBe('trace-abc-12345');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);

    const forged = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(forged.headers['x-request-id']).not.toBe('<script>');
  });

  it('describes every route in /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/client/categories', '/api/client/footers', '/api/client/provinces']),
    );
    // The load balancers' checks are not part of the API.
    expect(doc.paths['/healthz']).toBeUndefined();
    expect(doc.paths['/api/client/footers'].get.parameters[0]).toMatchObject({ name: 'type', in: 'query' });
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

/** Each feature keeps its errors in its own catalogue; `ERRORS` merges them all. */
describe('the error catalogues', () => {
  it('define each code once, and all of them are merged into ERRORS', async () => {
    const folder = new URL('../../../packages/contracts/src/errors/', import.meta.url);
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const catalogues: Record<string, object> = await import(new URL(file, folder).href);
      for (const [name, catalogue] of Object.entries(catalogues)) {
        for (const code of Object.keys(catalogue))
          owners.set(code, [...(owners.get(code) ?? []), `${file} ${name}`]);
      }
    }
    const definedTwice = [...owners].filter(([, places]) => places.length > 1);
    expect(definedTwice).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(ERRORS).sort());
  });
});
