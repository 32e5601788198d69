import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.each(DRIVERS)('session cookie and cross-site requests on %s', (driver) => {
  let t: TestApp;
  let userId: number;
  let port: number;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'csrf@example.com', emailVerifiedAt: new Date() })
      .returning();
    userId = user!.id;
    // Over a real socket: that is how a browser's request arrives.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  const session = async () => (await createSession(t.database.db, systemClock, userId)).token;

  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  const patchMe = (headers: Record<string, string>) =>
    send('PATCH', '/api/client/user-clients/me', headers, { firstName: 'Malee' });

  it('refuses a change made with the cookie alone when no Origin or Referer proves the page', async () => {
    const response = await patchMe({ cookie: `session=${await session()}` });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'CSRF_REJECTED',
      message: 'This request came from another site and was refused.',
    });
  });

  it('refuses a change made with the cookie from another site', async () => {
    const cookie = `session=${await session()}`;
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: `https://evil.example/127.0.0.1:${port}/page` },
      { origin: `http://127.0.0.1:${port}.evil.example` },
    ];
    for (const headers of forged) {
      expect((await patchMe({ cookie, ...headers })).status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("guards the site's form actions the same way", async () => {
    const cookie = `session=${await session()}`;
    const forged = await send('POST', '/en/logout', { cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_REJECTED');
  });

  it('accepts a change from the same site, by Origin or by Referer', async () => {
    const cookie = `session=${await session()}`;
    expect((await patchMe({ cookie, origin })).status).toBe(200);
    expect((await patchMe({ cookie, referer: `${origin}/en/profile` })).status).toBe(200);
  });

  it('never asks Bearer clients for an Origin, and lets cookie reads through', async () => {
    const token = await session();
    const bearer = await patchMe({ authorization: `Bearer ${token}` });
    expect(bearer.status).toBe(200);
    expect(bearer.body.firstName).toBe('Malee');
    expect((await send('GET', '/api/client/categories', { cookie: `session=${token}` })).status).toBe(200);
  });

  it("trusts the server's own in-process calls, whose page request was checked already", async () => {
    const cookie = `session=${await session()}`;
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me',
      headers: { cookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('csrf@example.com');
  });

  it('logs out with the cookie from the same site, after which the cookie is worthless', async () => {
    const cookie = `session=${await session()}`;
    expect((await send('POST', '/api/client/user-clients/logout', { cookie, origin })).status).toBe(200);
    const me = await send('POST', '/api/client/user-clients/me', { cookie, origin });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Please log in before continuing.');
  });
});
