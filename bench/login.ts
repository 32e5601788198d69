import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import autocannon from 'autocannon';
import { type LoadResult, measure, printTable } from './load.ts';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:login`: sign-ins per second (bounded by argon2id), and how `/healthz` and one
 * article answer while sign-ins flood the server, compared with the same two endpoints without
 * the flood. Set BENCH_DATABASE_URL to also measure on PostgreSQL.
 *
 * The sign-in route allows 10 requests per minute and address, a limit with no setting. The server
 * started here trusts X-Forwarded-For (TRUST_PROXY=true, for this child process only) and every
 * sign-in names a different client address, so the limit stays as in production and each request
 * still counts against a real key. The demo reader signs in with the right password, so neither the
 * lockout nor the unverified-e-mail rule is involved.
 */

const CREDENTIALS = JSON.stringify({ email: 'reader@kub-academy.local', password: 'Reader#2026' });
const LOGIN_CONNECTIONS = 30;
const READER_CONNECTIONS = 10;
const DURATION_SECONDS = 10;

let nextAddress = 0;
/** A client address that no earlier request used: 10.0.0.1, 10.0.0.2, ... */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

async function login(url: string, address: string): Promise<number> {
  const response = await fetch(`${url}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: CREDENTIALS,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Fails fast when the demo account cannot sign in, or when the rate limit is not what this assumes. */
async function checkSetup(url: string) {
  const first = await login(url, freshAddress());
  if (first !== 200) throw new Error(`the demo reader cannot sign in: HTTP ${first}`);
  const address = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push(await login(url, address));
  if (statuses.slice(0, 10).some((s) => s !== 200) || statuses[10] !== 429)
    throw new Error(`expected 10 sign-ins then a 429 from one address, got ${statuses.join(' ')}`);
}

async function measureLogins(name: string, url: string, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: ACCOUNTS_API.login,
        body: CREDENTIALS,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-forwarded-for': freshAddress(),
          },
        }),
      },
    ],
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

function readers(url: string, label: string) {
  const options = { connections: READER_CONNECTIONS, durationSeconds: DURATION_SECONDS };
  return Promise.all([
    measure(`GET /healthz ${label}`, `${url}/healthz`, options),
    measure(`GET .../slug/what-is-bitcoin ${label}`, `${url}/api/client/blogs/slug/what-is-bitcoin`, options),
  ]);
}

async function benchEngine(label: string, databaseUrl?: string) {
  const server = await startProductionServer(databaseUrl ? { databaseUrl } : {});
  try {
    await checkSetup(server.url);
    await measure('warm-up', `${server.url}/api/client/blogs/slug/what-is-bitcoin`, {
      connections: READER_CONNECTIONS,
      durationSeconds: 2,
    });
    const [healthz, article] = await readers(server.url, 'alone');
    const logins = await measureLogins('POST .../auth/login alone', server.url, LOGIN_CONNECTIONS);
    // Sign-ins still queued when autocannon stops would make the next phase start under load.
    await sleep(3000);
    const [flood, [healthzUnder, articleUnder]] = await Promise.all([
      measureLogins('POST .../auth/login with the readers', server.url, LOGIN_CONNECTIONS),
      readers(server.url, 'under flood'),
    ]);
    await sleep(3000);
    printTable(
      `Sign-in on ${label}: readers ${READER_CONNECTIONS} conn each, sign-in ${LOGIN_CONNECTIONS} conn, ${DURATION_SECONDS} s (ratio to /healthz alone)`,
      [healthz, article, logins, flood, healthzUnder, articleUnder],
      healthz,
    );
    console.log(`sign-ins per second on ${label}: ${logins.requestsPerSecond}`);
    for (const [before, after] of [
      [healthz, healthzUnder],
      [article, articleUnder],
    ] as const) {
      console.log(
        `${before.name.replace(/ alone$/, '')} under the sign-in flood on ${label}: p99 ${before.p99Ms} -> ${after.p99Ms} ms, ` +
          `req/s ${before.requestsPerSecond} -> ${after.requestsPerSecond}`,
      );
    }
  } finally {
    await server.stop();
  }
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. */
export async function benchLogin() {
  process.env.TRUST_PROXY = 'true';
  await benchEngine('PGlite');
  if (process.env.BENCH_DATABASE_URL) await benchEngine('PostgreSQL', process.env.BENCH_DATABASE_URL);
}

// `npx tsx bench/login.ts` runs this benchmark alone (after `npm run build`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLogin();
