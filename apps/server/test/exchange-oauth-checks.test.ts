import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAccounts } from '../src/db/schema/index.ts';
import {
  createDevSsoProvider,
  type DevSsoProvider,
  startDevSsoProvider,
} from '../src/modules/sso/dev-provider/dev-provider.ts';
import { signInAtDevProvider } from '../src/modules/sso/dev-provider/sign-in-driver.ts';
import { createProfileTestApp, type ProfileTestApp, REDIRECT_TEMPLATE, SSO_CLIENT } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const REDIRECT_URIS = ['en', 'th'].map((lang) => REDIRECT_TEMPLATE.replace('{lang}', lang));
const OTHER_CLIENT = {
  clientId: 'another-site',
  clientSecret: 'another-site-secret',
  redirectUris: REDIRECT_URIS,
};

interface Flow {
  authorizeUrl: string;
  state: string;
  codeVerifier: string;
}
interface Answer {
  code: string;
  state: string;
  iss: string;
  codeVerifier: string;
}

/**
 * The sign-in and the link come back from the exchange through one path: the same answers are
 * refused, with the same codes, in both. Nothing is linked by a refused answer.
 */
describe.each(DRIVERS)(
  'what comes back from the exchange, checked the same way for both flows on %s',
  (driver) => {
    let provider: DevSsoProvider;
    /** Another provider the site does not use, knowing the same client. */
    let stranger: DevSsoProvider;
    let t: ProfileTestApp;
    let linkHeaders: Record<string, string>;

    beforeAll(async () => {
      const client = {
        clientId: SSO_CLIENT.id,
        clientSecret: SSO_CLIENT.secret,
        redirectUris: REDIRECT_URIS,
      };
      [provider, stranger] = await Promise.all([
        startDevSsoProvider({ ...client, otherClients: [OTHER_CLIENT] }),
        startDevSsoProvider(client),
      ]);
      t = await createProfileTestApp(driver, { ssoIssuer: provider.issuer });
      linkHeaders = await t.signIn(await t.createUser({ passwordHash: 'argon2-placeholder' }));
    });
    afterAll(async () => {
      await t?.close();
      await Promise.all([provider?.close(), stranger?.close()]);
    });

    const FLOWS = {
      'sign-in': {
        start: (app = t, _headers?: Record<string, string>) =>
          app.app.inject({
            method: 'POST',
            url: '/api/client/user-clients/bitkubnext-login/start',
            payload: { locale: 'en' },
          }),
        finish: (body: Answer) =>
          t.app.inject({ method: 'POST', url: '/api/client/user-clients/bitkubnext-login', payload: body }),
      },
      link: {
        start: (app = t, headers = linkHeaders) =>
          app.app.inject({
            method: 'POST',
            url: '/api/client/user-clients/bitkubnext-link/start',
            headers,
            payload: { locale: 'en' },
          }),
        finish: (body: Answer) =>
          t.app.inject({
            method: 'POST',
            url: '/api/client/user-clients/bitkubnext-link',
            headers: linkHeaders,
            payload: body,
          }),
      },
    };
    type FlowName = keyof typeof FLOWS;
    const otherFlow = (name: FlowName): FlowName => (name === 'link' ? 'sign-in' : 'link');

    async function start(name: FlowName): Promise<Flow> {
      const response = await FLOWS[name].start();
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    /** The browser's walk at a provider (with the site's request, or a changed one). */
    async function walk(url: string): Promise<{ code: string; iss: string; state: string }> {
      const back = await signInAtDevProvider(url, 'bk-100001');
      return {
        code: back.searchParams.get('code')!,
        iss: back.searchParams.get('iss')!,
        state: back.searchParams.get('state')!,
      };
    }

    /** Each case makes the answer the browser brings back from the site's own request. */
    const CASES: [string, (name: FlowName, flow: Flow) => Promise<Answer>, number, string][] = [
      [
        'a code from another issuer (mix-up)',
        async (_name, flow) => {
          const at = new URL(flow.authorizeUrl);
          const elsewhere = new URL(at.pathname + at.search, stranger.issuer).toString();
          return { ...(await walk(elsewhere)), codeVerifier: flow.codeVerifier };
        },
        401,
        'SSO_CODE_INVALID',
      ],
      [
        'an answer naming another issuer',
        async (_name, flow) => ({
          ...(await walk(flow.authorizeUrl)),
          iss: 'https://exchange.invalid',
          codeVerifier: flow.codeVerifier,
        }),
        401,
        'SSO_CODE_INVALID',
      ],
      [
        'an answer without the issuer the provider promised',
        async (_name, flow) => {
          const { code, state } = await walk(flow.authorizeUrl);
          return { code, state, codeVerifier: flow.codeVerifier } as Answer;
        },
        401,
        'SSO_CODE_INVALID',
      ],
      [
        'a code issued to another client',
        async (_name, flow) => {
          const url = new URL(flow.authorizeUrl);
          url.searchParams.set('client_id', OTHER_CLIENT.clientId);
          return { ...(await walk(url.toString())), codeVerifier: flow.codeVerifier };
        },
        401,
        'SSO_CODE_INVALID',
      ],
      [
        'a code with another PKCE verifier',
        async (_name, flow) => ({ ...(await walk(flow.authorizeUrl)), codeVerifier: 'v'.repeat(64) }),
        401,
        'SSO_CODE_INVALID',
      ],
      [
        'a state this site never issued',
        async (_name, flow) => ({
          ...(await walk(flow.authorizeUrl)),
          state: 's'.repeat(43),
          codeVerifier: flow.codeVerifier,
        }),
        400,
        'SSO_STATE_INVALID',
      ],
      [
        'a state started for the other flow',
        async (name) => {
          const other = await start(otherFlow(name));
          return { ...(await walk(other.authorizeUrl)), codeVerifier: other.codeVerifier };
        },
        400,
        'SSO_STATE_INVALID',
      ],
    ];

    describe.each(Object.keys(FLOWS) as FlowName[])('%s', (name) => {
      it.each(CASES)('refuses %s', async (_case, answer, status, code) => {
        const flow = await start(name);
        const response = await FLOWS[name].finish(await answer(name, flow));
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().code).toBe(code);
        expect(await t.database.db.select().from(exchangeAccounts)).toEqual([]);
      });

      it('refuses to start with a provider whose metadata names another issuer', async () => {
        // The same provider reached by another name: its metadata names 127.0.0.1, not localhost.
        const misnamed = await createProfileTestApp(driver, {
          ssoIssuer: provider.issuer.replace('127.0.0.1', 'localhost'),
        });
        try {
          const headers = await misnamed.signIn(await misnamed.createUser());
          const response = await FLOWS[name].start(misnamed, headers);
          expect(response.statusCode).toBe(502);
          expect(response.json().code).toBe('SSO_UNAVAILABLE');
        } finally {
          await misnamed.close();
        }
      });
    });

    it('lets the genuine answer through in both flows (the cases above fail for their reason only)', async () => {
      // The link first: the sign-in then finds the exchange account linked to that user.
      for (const name of ['link', 'sign-in'] as const) {
        const flow = await start(name);
        const response = await FLOWS[name].finish({
          ...(await walk(flow.authorizeUrl)),
          codeVerifier: flow.codeVerifier,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  },
);

describe.each(DRIVERS)('an exchange that publishes no metadata, on %s', (driver) => {
  let server: Server;
  let t: ProfileTestApp;
  let issuer: string;

  beforeAll(async () => {
    // The dev provider with its discovery document hidden: only the protocol's paths answer.
    let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = createDevSsoProvider(issuer, {
      clientId: SSO_CLIENT.id,
      clientSecret: SSO_CLIENT.secret,
      redirectUris: REDIRECT_URIS,
    });
    handle = (req, res) => {
      if (req.url?.startsWith('/.well-known/')) {
        res.statusCode = 404;
        res.end();
      } else provider.handle(req, res);
    };
    t = await createProfileTestApp(driver, { ssoIssuer: issuer });
  });
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is reached at /oauth2/authorize, /oauth2/access_token and /oauth2/userinfo', async () => {
    expect((await fetch(`${issuer}/.well-known/openid-configuration`)).status).toBe(404);
    const flow = (
      await t.app.inject({
        method: 'POST',
        url: '/api/client/user-clients/bitkubnext-login/start',
        payload: { locale: 'en' },
      })
    ).json();
    expect(flow.authorizeUrl).toMatch(new RegExp(`^${issuer}/oauth2/authorize\\?`));
    const back = await signInAtDevProvider(flow.authorizeUrl, 'bk-100002');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login',
      payload: {
        code: back.searchParams.get('code'),
        state: flow.state,
        iss: back.searchParams.get('iss'),
        codeVerifier: flow.codeVerifier,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.email).toBe('nicha@example.com');
  });
});
