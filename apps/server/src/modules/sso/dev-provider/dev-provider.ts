import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_EXCHANGE_ACCOUNTS, type DemoExchangeAccount } from './demo-accounts.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';

export interface DevSsoProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  accounts?: DemoExchangeAccount[];
}

export interface DevSsoProvider {
  issuer: string;
  accounts: DemoExchangeAccount[];
  close(): Promise<void>;
}

const SCOPE = 'openid email profile bitkub';

/** The provider as a Node request handler, for a server of its own or mounted under a path. */
export interface DevSsoHandler {
  issuer: string;
  accounts: DemoExchangeAccount[];
  /** Handles a request whose `url` is relative to the issuer's path (a mount sets `originalUrl`). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * A local stand-in for the exchange's OAuth2 provider, built on oidc-provider, with the same
 * endpoint paths below `issuer`. Only development, tests and demo mode use it: the production
 * server mounts it in demo mode alone (see demo-exchange.routes.ts).
 */
export function createDevSsoProvider(
  issuer: string,
  options: Omit<DevSsoProviderOptions, 'port' | 'host'>,
): DevSsoHandler {
  const accounts = options.accounts ?? DEMO_EXCHANGE_ACCOUNTS;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const provider = new Provider(issuer, configuration(options, accounts, mountPath));
  const oidc = provider.callback();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://provider.invalid').pathname;
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
    if (!match) return void oidc(req, res);
    interaction(provider, accounts, mountPath, req, res, Boolean(match[2])).catch(() => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('This sign-in request has expired. Go back to the site and start again.');
    });
  };
  return { issuer, accounts, handle };
}

/** The provider on a port of its own (development and tests). */
export async function startDevSsoProvider(options: DevSsoProviderOptions): Promise<DevSsoProvider> {
  const host = options.host ?? '127.0.0.1';
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const provider = createDevSsoProvider(`http://${host}:${port}`, options);
  handle = provider.handle;

  return {
    issuer: provider.issuer,
    accounts: provider.accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function configuration(
  options: Omit<DevSsoProviderOptions, 'port' | 'host'>,
  accounts: DemoExchangeAccount[],
  mountPath: string,
): Configuration {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    adapter: memoryAdapterFactory(),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
      RefreshToken: 14 * 86_400,
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/access_token',
      userinfo: '/oauth2/userinfo',
      jwks: '/oauth2/jwks',
      end_session: '/oauth2/logout',
      revocation: '/oauth2/revoke',
    },
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid', 'email', 'profile', 'bitkub', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      bitkub: ['exchange_wallet_address', 'next_wallet_address', 'kyc_level'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey as never] },
    // The site is the exchange's own first-party client: it may refresh without an offline scope.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party client: consent is implied, so a grant is made for whatever was asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client!.clientId;
      const existing = ctx.oidc.session!.grantIdFor(clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      ctx.oidc.session!.grantIdFor(clientId, grant.jti);
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = accounts.find((a) => a.sub === id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          name: account.name,
          email: account.email,
          email_verified: account.emailVerified,
          exchange_wallet_address: account.exchangeWalletAddress,
          next_wallet_address: account.nextWalletAddress,
          kyc_level: account.kycLevel,
        }),
      };
    },
  };
}

async function interaction(
  provider: Provider,
  accounts: DemoExchangeAccount[],
  mountPath: string,
  req: IncomingMessage,
  res: ServerResponse,
  submitted: boolean,
) {
  const details = await provider.interactionDetails(req, res);
  if (submitted && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const account = accounts.find((a) => a.sub === form.get('account'));
    if (!account) throw new Error('unknown account');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      {
        mergeWithLastSubmission: false,
      },
    );
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(loginPage(`${mountPath}/interaction/${details.uid}/login`, accounts));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('body too large');
  }
  return body;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(action: string, accounts: DemoExchangeAccount[]): string {
  const buttons = accounts
    .map(
      (a) => `<li><button type="submit" name="account" value="${escapeHtml(a.sub)}">
        <strong>${escapeHtml(a.name)}</strong> <span>${escapeHtml(a.email)} · KYC level ${a.kycLevel}${
          a.emailVerified ? '' : ' · e-mail not verified'
        }</span></button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Exchange sign-in (demo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
ul{list-style:none;padding:0}button{display:block;width:100%;text-align:left;margin:.5rem 0;padding:.75rem 1rem;
border:1px solid #94a3b8;border-radius:.75rem;background:#fff;font:inherit;cursor:pointer}
button:hover,button:focus{border-color:#15803d;outline:2px solid #15803d}span{display:block;color:#334155}</style>
</head><body><main><h1>Exchange sign-in (demo)</h1>
<p>This demo provider stands in for the exchange's sign-in on this machine (development and demo mode).
Choose a demo account to continue; no password is needed.</p>
<form method="post" action="${escapeHtml(action)}"><ul>${buttons}</ul></form></main></body></html>`;
}
