import { isIP } from 'node:net';

/** Where the demo exchange sign-in is mounted on the site itself in demo mode. */
export const DEMO_EXCHANGE_PATH = '/demo/exchange';

export interface DemoSettings {
  /**
   * The site is being tried out: mails are read in the mailbox at `/dev/mailbox` (also in
   * production), a demo exchange sign-in is served, and every page carries a demo banner.
   */
  DEMO_MODE: boolean;
  /** Demo mode without SSO_ISSUER: the demo exchange sign-in as the browser reaches it. */
  demoExchangeIssuer?: string;
  /** The same provider as this server reaches it (the code exchange never leaves the machine). */
  demoExchangeBackchannel?: string;
}

interface DemoSource {
  PUBLIC_URL: string;
  HOST: string;
  PORT: number;
  SMTP_URL?: string | undefined;
  SSO_ISSUER?: string | undefined;
}

const LOCAL_NAMES = ['localhost', '.localhost', '.local', '.internal', '.lan', '.home.arpa'];

function isPrivateIPv4(address: string): boolean {
  const [a = -1, b = -1] = address.split('.').map(Number);
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isPrivateIPv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '::') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return isPrivateIPv4(mapped);
  // fc00::/7 (unique local) and fe80::/10 (link local).
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/**
 * Whether an origin can only be reached from this machine or its private network: a loopback,
 * private or link-local address, or a name such as `localhost` or `*.local`.
 */
export function isLocalOrigin(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const version = isIP(host);
  if (version === 4) return isPrivateIPv4(host);
  if (version === 6) return isPrivateIPv6(host);
  return LOCAL_NAMES.some((name) => (name.startsWith('.') ? host.endsWith(name) : host === name));
}

/** How this server reaches itself: its own interface, or the loopback when it listens on all. */
function selfOrigin(host: string, port: number): string {
  const own = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${isIP(own) === 6 ? `[${own}]` : own}:${port}`;
}

/**
 * Resolves DEMO_MODE (`auto`: on while no mail server is set) and refuses a demo on a public
 * origin: the mailbox shows every account's confirmation and reset links to whoever asks.
 */
export function demoSettings(mode: 'true' | 'false' | '1' | '0' | 'auto', env: DemoSource): DemoSettings {
  const on = mode === 'true' || mode === '1' || (mode === 'auto' && !env.SMTP_URL);
  if (!on) return { DEMO_MODE: false };
  if (!isLocalOrigin(env.PUBLIC_URL)) {
    throw new Error(
      `Invalid environment: DEMO_MODE: demo mode is on${mode === 'auto' ? ' (SMTP_URL is unset)' : ''} ` +
        `but PUBLIC_URL (${env.PUBLIC_URL}) is a public origin; demo mode shows every account mail at ` +
        '/dev/mailbox, so it runs on localhost or a private network only. Set SMTP_URL, or DEMO_MODE=false.',
    );
  }
  if (env.SSO_ISSUER) return { DEMO_MODE: true };
  return {
    DEMO_MODE: true,
    demoExchangeIssuer: `${new URL(env.PUBLIC_URL).origin}${DEMO_EXCHANGE_PATH}`,
    demoExchangeBackchannel: `${selfOrigin(env.HOST, env.PORT)}${DEMO_EXCHANGE_PATH}`,
  };
}

/**
 * Whether the demo content and accounts are loaded (default: in demo mode). Their passwords are
 * in the README, so like demo mode they are refused on a public origin.
 */
export function demoContentSetting(
  asked: boolean | undefined,
  demoMode: boolean,
  publicUrl: string,
): boolean {
  const on = asked ?? demoMode;
  if (on && !demoMode && !isLocalOrigin(publicUrl)) {
    throw new Error(
      `Invalid environment: DEMO_CONTENT: the demo accounts' passwords are published, so DEMO_CONTENT=true ` +
        `runs on localhost or a private network only, and PUBLIC_URL (${publicUrl}) is a public origin.`,
    );
  }
  return on;
}
