import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  type DemoExchangeAccount,
  loadDemoAccounts,
  openDemoAccount,
  saveDemoAccounts,
} from './demo-accounts.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';

export interface DevSsoProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  accounts?: DemoExchangeAccount[];
  /**
   * A JSON file keeping accounts opened (and KYC completed) at run time, so a restart keeps them;
   * unset, they live as long as the process.
   */
  storeFile?: string;
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
  const accounts = loadDemoAccounts(options.accounts, options.storeFile);
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const provider = new Provider(issuer, configuration(options, accounts, mountPath));
  const oidc = provider.callback();
  const store = { accounts, file: options.storeFile };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://provider.invalid').pathname;
    if (path === '/accounts') {
      return void accountsDesk(store, mountPath, req, res).catch(() => {
        res.statusCode = 400;
        res.end();
      });
    }
    const match = /^\/interaction\/([\w-]+)(\/(?:login|open|kyc))?$/.exec(path);
    if (!match) return void oidc(req, res);
    interaction(provider, store, mountPath, req, res, match[2]?.slice(1)).catch(() => {
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
      profile: ['name', 'given_name', 'family_name'],
      bitkub: ['exchange_wallet_address', 'next_wallet_address', 'kyc_level'],
    },
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
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
          ...splitName(account.name),
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

interface AccountStore {
  accounts: DemoExchangeAccount[];
  file: string | undefined;
}

const splitName = (name: string) => {
  const at = name.indexOf(' ');
  return at < 0
    ? { given_name: name, family_name: undefined }
    : { given_name: name.slice(0, at), family_name: name.slice(at + 1) };
};

/** The KYC level the demo exchange gives a finished verification (the site's default threshold). */
const FULL_KYC_LEVEL = 2;

/**
 * Opens an account (name and e-mail) or completes one's KYC from a posted form; the answer is a
 * problem to show, or null when done. Changes are written to the store file at once.
 */
function changeAccounts(store: AccountStore, action: string, form: URLSearchParams): string | null {
  if (action === 'open') {
    const opened = openDemoAccount(form.get('name') ?? '', form.get('email') ?? '');
    if (typeof opened === 'string') return opened;
    if (store.accounts.some((a) => a.email.toLowerCase() === opened.email.toLowerCase()))
      return 'An exchange account with this e-mail exists already: choose it below.';
    store.accounts.push(opened);
  } else if (action === 'kyc') {
    const account = store.accounts.find((a) => a.sub === form.get('account'));
    if (!account) return 'Unknown account.';
    account.kycLevel = Math.max(account.kycLevel, FULL_KYC_LEVEL);
  } else return 'Unknown action.';
  saveDemoAccounts(store.accounts, store.file);
  return null;
}

async function interaction(
  provider: Provider,
  store: AccountStore,
  mountPath: string,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
) {
  const details = await provider.interactionDetails(req, res);
  const here = `${mountPath}/interaction/${details.uid}`;
  let problem: string | null = null;
  if (action === 'login' && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const account = store.accounts.find((a) => a.sub === form.get('account'));
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
  if (action && req.method === 'POST') {
    problem = changeAccounts(store, action, new URLSearchParams(await readBody(req)));
    if (!problem) {
      res.statusCode = 303;
      res.setHeader('location', here);
      res.end();
      return;
    }
    res.statusCode = 400;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(loginPage(here, store.accounts, problem, true));
}

/** `/accounts`: the demo exchange's own desk, outside any sign-in: open accounts, complete KYC. */
async function accountsDesk(
  store: AccountStore,
  mountPath: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const here = `${mountPath}/accounts`;
  let problem: string | null = null;
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    problem = changeAccounts(store, form.get('action') ?? '', form);
    if (!problem) {
      res.statusCode = 303;
      res.setHeader('location', here);
      res.end();
      return;
    }
    res.statusCode = 400;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(loginPage(here, store.accounts, problem, false));
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

function loginPage(
  base: string,
  accounts: DemoExchangeAccount[],
  problem: string | null,
  signIn: boolean,
): string {
  // Inside a sign-in each form posts to its own step; the desk posts every form to itself.
  const action = (step: string) => escapeHtml(signIn ? `${base}/${step}` : base);
  const hidden = (step: string) => (signIn ? '' : `<input type="hidden" name="action" value="${step}">`);
  const describe = (a: DemoExchangeAccount) =>
    `${escapeHtml(a.email)} · KYC level ${a.kycLevel}${a.emailVerified ? '' : ' · e-mail not verified'}`;
  const choices = accounts
    .map((a) =>
      signIn
        ? `<li><button type="submit" name="account" value="${escapeHtml(a.sub)}" data-account="${escapeHtml(a.email)}">
        <strong>${escapeHtml(a.name)}</strong> <span>${describe(a)}</span></button></li>`
        : `<li class="row"><strong>${escapeHtml(a.name)}</strong> <span>${describe(a)}</span></li>`,
    )
    .join('');
  const pendingKyc = accounts.filter((a) => a.kycLevel < FULL_KYC_LEVEL && a.emailVerified);
  const kycForms = pendingKyc
    .map(
      (a) => `<form method="post" action="${action('kyc')}" class="inline">${hidden('kyc')}
<input type="hidden" name="account" value="${escapeHtml(a.sub)}">
<button type="submit" class="secondary" data-complete-kyc="${escapeHtml(a.email)}">Complete KYC for ${escapeHtml(a.name)}</button></form>`,
    )
    .join('');
  const list = signIn
    ? `<form method="post" action="${action('login')}"><ul>${choices}</ul></form>`
    : `<ul>${choices}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Exchange sign-in (demo)</title>
<style>:root{color-scheme:light dark}body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a;background:#fff}
ul{list-style:none;padding:0}button{display:block;width:100%;text-align:left;margin:.5rem 0;padding:.75rem 1rem;
border:1px solid #94a3b8;border-radius:.75rem;background:#fff;color:inherit;font:inherit;cursor:pointer}
button:hover,button:focus{border-color:#15803d;outline:2px solid #15803d}span{display:block;color:#334155}
.row{padding:.5rem 0;border-bottom:1px solid #cbd5e1}label{display:block;margin:.5rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #64748b;border-radius:.5rem;font:inherit;background:inherit;color:inherit}
.secondary{background:#f0fdf4;border-color:#15803d}.problem{color:#b91c1c;font-weight:600}
section{margin-top:2rem}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}span{color:#cbd5e1}button{background:#1e293b}.secondary{background:#052e16}.problem{color:#fca5a5}}</style>
</head><body><main><h1>${signIn ? 'Exchange sign-in (demo)' : 'Exchange accounts (demo)'}</h1>
<p>This demo provider stands in for the exchange on this machine (development and demo mode).
${signIn ? 'Choose a demo account to continue; no password is needed.' : 'Open an account or complete its KYC here, then go back to the site.'}</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
${list}
${pendingKyc.length ? `<section aria-labelledby="kyc-title"><h2 id="kyc-title">Complete KYC</h2><p>Accounts below KYC level ${FULL_KYC_LEVEL} can finish their identity check here (demo: no documents needed).</p>${kycForms}</section>` : ''}
<section aria-labelledby="open-title"><h2 id="open-title">Open a new exchange account</h2>
<form method="post" action="${action('open')}">${hidden('open')}
<label for="open-name">Full name</label><input id="open-name" name="name" required maxlength="80" autocomplete="name">
<label for="open-email">E-mail</label><input id="open-email" name="email" type="email" required maxlength="200" autocomplete="email">
<button type="submit" class="secondary">Open the account</button></form></section>
</main></body></html>`;
}
