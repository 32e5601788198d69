import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire as createModuleRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  type DemoExchangeAccount,
  loadDemoAccounts,
  openDemoAccount,
  saveDemoAccounts,
} from './demo-accounts.ts';
import {
  type AccountProblem,
  EXPIRED_TEXT,
  FULL_KYC_LEVEL,
  type PageLang,
  pageLang,
  renderExchangePage,
} from './exchange-pages.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';

export interface DevSsoProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  accounts?: DemoExchangeAccount[];
  /** More clients registered beside the site (tests: a code issued to another client). */
  otherClients?: { clientId: string; clientSecret: string; redirectUris: string[] }[];
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
    if (path === THAI_FONT_FILE) return void serveThaiFont(res);
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
      res.end(EXPIRED_TEXT);
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
    clients: [options, ...(options.otherClients ?? [])].map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
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

/**
 * Opens an account (name and e-mail) or completes one's KYC from a posted form; the answer is a
 * problem to show, or null when done. Changes are written to the store file at once.
 */
function changeAccounts(store: AccountStore, action: string, form: URLSearchParams): AccountProblem | null {
  if (action === 'open') {
    const opened = openDemoAccount(form.get('name') ?? '', form.get('email') ?? '');
    if (typeof opened === 'string') return opened;
    if (store.accounts.some((a) => a.email.toLowerCase() === opened.email.toLowerCase())) return 'emailTaken';
    store.accounts.push(opened);
  } else if (action === 'kyc') {
    const account = store.accounts.find((a) => a.sub === form.get('account'));
    if (!account) return 'unknownAccount';
    account.kycLevel = Math.max(account.kycLevel, FULL_KYC_LEVEL);
  } else return 'unknownAction';
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
  // The site asks for its language with `ui_locales`; the page's own switch sets `lang`.
  const lang = pageLang(queryLang(req), details.params.ui_locales);
  let problem: AccountProblem | null = null;
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
    if (!problem) return seeOther(res, here, lang);
    res.statusCode = 400;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    renderExchangePage({
      lang,
      base: here,
      accounts: store.accounts,
      problem,
      signIn: true,
      fontUrl: `${mountPath}${THAI_FONT_FILE}`,
    }),
  );
}

/** `/accounts`: the demo exchange's own desk, outside any sign-in: open accounts, complete KYC. */
async function accountsDesk(
  store: AccountStore,
  mountPath: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const here = `${mountPath}/accounts`;
  const lang = pageLang(queryLang(req));
  let problem: AccountProblem | null = null;
  if (req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    problem = changeAccounts(store, form.get('action') ?? '', form);
    if (!problem) return seeOther(res, here, lang);
    res.statusCode = 400;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    renderExchangePage({
      lang,
      base: here,
      accounts: store.accounts,
      problem,
      signIn: false,
      fontUrl: `${mountPath}${THAI_FONT_FILE}`,
    }),
  );
}

/** The site's Thai face, so the Thai pages read on machines without a Thai system font. */
const THAI_FONT_FILE = '/thai-font.woff2';
let thaiFont: Promise<Buffer> | undefined;

async function serveThaiFont(res: ServerResponse) {
  try {
    thaiFont ??= (async () => {
      const require = createModuleRequire(import.meta.url);
      const dir = dirname(require.resolve('@fontsource-variable/noto-sans-thai/package.json'));
      return readFile(join(dir, 'files', 'noto-sans-thai-thai-wght-normal.woff2'));
    })();
    const font = await thaiFont;
    res.setHeader('content-type', 'font/woff2');
    res.setHeader('cache-control', 'public, max-age=86400');
    res.end(font);
  } catch {
    thaiFont = undefined;
    res.statusCode = 404;
    res.end();
  }
}

const queryLang = (req: IncomingMessage) =>
  new URL(req.url ?? '/', 'http://provider.invalid').searchParams.get('lang');

/** After a change, the page again (in the same language), so a reload does not post twice. */
function seeOther(res: ServerResponse, here: string, lang: PageLang) {
  res.statusCode = 303;
  res.setHeader('location', `${here}?lang=${lang}`);
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('body too large');
  }
  return body;
}
