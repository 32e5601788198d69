import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('content reference API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  describe('GET /api/client/categories', () => {
    it('lists the visible topic tags by ranking ascending, named in the request language', async () => {
      const en = await t.app.inject({ url: '/api/client/categories' });
      expect(en.statusCode).toBe(200);
      const { data } = en.json();
      expect(data.map((c: { key: number }) => c.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(data[0]).toMatchObject({ name: 'Bitcoin', nameEn: 'Bitcoin', nameTh: 'บิตคอยน์', active: true });
      const rankings = data.map((c: { ranking: number }) => c.ranking);
      expect(rankings).toEqual([...rankings].sort((a, b) => a - b));

      const th = await t.app.inject({ url: '/api/client/categories', headers: { lang: 'th' } });
      expect(th.json().data[0].name).toBe('บิตคอยน์');
    });

    it('hides the placeholder tags 9-12 from readers', async () => {
      const { data } = (await t.app.inject({ url: '/api/client/categories' })).json();
      expect(data.map((c: { nameEn: string }) => c.nameEn)).not.toContain('Michael Jackson');
    });

    it('answers a conditional request with 304 and no body', async () => {
      const first = await t.app.inject({ url: '/api/client/categories' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toContain('max-age=');
      const again = await t.app.inject({ url: '/api/client/categories', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({
        url: '/api/client/categories',
        headers: { 'if-none-match': '"stale"' },
      });
      expect(other.statusCode).toBe(200);
    });

    it('refuses another method with 405 and names the allowed ones', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/client/categories', payload: {} });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toContain('GET');
      expect(response.json()).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: 'This method is not allowed on this route.',
      });
    });
  });

  describe('GET /api/client/footers', () => {
    it.each(['Terms-Conditions', 'Privacy-Policy', 'Terms-Subscriptions', 'Cookies-Policy'])(
      'returns %s in English and in Thai as safe HTML',
      async (type) => {
        const en = await t.app.inject({ url: `/api/client/footers?type=${type}` });
        expect(en.statusCode).toBe(200);
        const doc = en.json();
        expect(doc).toMatchObject({ type, locale: 'en' });
        expect(doc.title.length).toBeGreaterThan(3);
        expect(doc.body).toContain('<h2>');
        expect(doc.body).not.toMatch(/<script|onerror=|javascript:/i);

        const th = (
          await t.app.inject({ url: `/api/client/footers?type=${type}`, headers: { lang: 'th' } })
        ).json();
        expect(th.locale).toBe('th');
        expect(th.title).toMatch(/[\u0E00-\u0E7F]/);
        expect(th.body).not.toBe(doc.body);
      },
    );

    it('rejects an unknown type with 400, the failing field and a message in the request language', async () => {
      const en = await t.app.inject({ url: '/api/client/footers?type=Secret-Plans' });
      expect(en.statusCode).toBe(400);
      const body = en.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe('Some fields are invalid.');
      expect(body.fields[0].path).toBe('querystring.type');

      const th = (
        await t.app.inject({ url: '/api/client/footers?type=Secret-Plans', headers: { lang: 'th' } })
      ).json();
      expect(th.message).toBe('ข้อมูลบางช่องไม่ถูกต้อง');
      expect(th.fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('rejects a missing type', async () => {
      const response = await t.app.inject({ url: '/api/client/footers' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].path).toBe('querystring.type');
    });

    it('takes the language from the URL locale when no lang header is sent', async () => {
      const response = await t.app.inject({ url: '/th/api-probe' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('ไม่พบเส้นทาง API นี้');
    });
  });

  describe('GET /api/client/provinces', () => {
    it('lists all 77 provinces with English and Thai names', async () => {
      const response = await t.app.inject({ url: '/api/client/provinces' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toHaveLength(77);
      expect(new Set(data.map((p: { code: number }) => p.code)).size).toBe(77);
      expect(data).toContainEqual(
        expect.objectContaining({ code: 10, nameEn: 'Bangkok', nameTh: 'กรุงเทพมหานคร' }),
      );
      for (const province of data) expect(province.nameTh).toMatch(/^[\u0E00-\u0E7F ]+$/);
    });
  });

  describe('unknown routes and bad requests', () => {
    it('answers an unknown /api route with a JSON 404', async () => {
      const response = await t.app.inject({ url: '/api/client/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'This API route does not exist.' });
    });
  });

  describe('health', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
    });
  });
});
