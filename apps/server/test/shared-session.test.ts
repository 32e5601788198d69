import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { SHARED_SESSION_HEADER, shareSession } from '../src/plugins/auth.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const PROFILE = '/api/client/v2/profile';

/**
 * A page's loaders call the API in-process several times; the visitor's session is looked up once
 * for all of them. Shown here by revoking the session after the first call: later calls of the
 * same render still see it (no second lookup), any other request does not.
 */
describe.each(DRIVERS)('one session lookup per page on %s', (driver) => {
  let t: ProfileTestApp;
  let member: { authorization: string };
  let url: string;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    member = await t.signIn(await t.createUser());
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('looks the session up once for the calls of one render, and again once the render is over', async () => {
    const render = shareSession(t.app);
    const call = (headers: Record<string, string>) => t.app.inject({ url: PROFILE, headers });
    const inRender = { ...member, [SHARED_SESSION_HEADER]: render.ref };
    expect((await call(inRender)).statusCode).toBe(200);

    await t.database.db.update(sessions).set({ revokedAt: t.clock.now() });
    expect((await call(inRender)).statusCode).toBe(200);
    // Outside the render the revoked session is refused at once.
    expect((await call(member)).statusCode).toBe(401);

    render.forget();
    expect((await call(inRender)).statusCode).toBe(401);
  });

  it('ignores the header on a request from the network', async () => {
    const other = await t.signIn(await t.createUser());
    const render = shareSession(t.app);
    const inRender = { ...other, [SHARED_SESSION_HEADER]: render.ref };
    expect((await t.app.inject({ url: PROFILE, headers: inRender })).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: t.clock.now() });
    // A client that names the render gets nothing from it: its token is looked up as ever.
    const fromNetwork = await fetch(`${url}${PROFILE}`, { headers: inRender });
    expect(fromNetwork.status).toBe(401);
    expect((await t.app.inject({ url: PROFILE, headers: inRender })).statusCode).toBe(200);
    render.forget();
  });
});
