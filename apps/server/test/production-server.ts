import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
// A fresh embedded database migrates and seeds first; on a busy shared machine that takes minutes.
const READY_TIMEOUT_MS = 240_000;

export interface ProductionServer {
  url: string;
  /** The server's DATA_DIR (its embedded database, installation secrets and site record). */
  dataDir: string;
  /** The server's process id (the primary, when it runs several workers). */
  pid: number;
  /** The process's exit code once it has ended, else null. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, from the system. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** The environment of a production test site (see startProductionServer). */
export function productionEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string> | undefined;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    // Production outside demo mode refuses to start without a configured certificate key.
    CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64'),
    // Staff sign in with the password alone unless a journey about the second factor asks for it.
    STAFF_TWO_FACTOR: 'optional',
    // A test site: the demo content and accounts (README passwords) on a production server outside
    // demo mode, which then starts with them; its fresh database migrates at start.
    DEMO_CONTENT: 'true',
    MIGRATE_ON_START: 'true',
    ...options.env,
  };
}

/** Runs `node <script> ...args` of the production build to its end, with its output. */
export function runProductionScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/**
 * Runs the production build (`apps/server/dist/main.js`, as `npm start` would) on a fresh
 * database: an embedded one in a new temporary folder, or `databaseUrl` when given. Resolves once
 * it answers `/readyz`; `env` adds or overrides settings. It is a test site: it migrates at start
 * and loads the demo content and accounts (`DEMO_CONTENT=true`) unless `env` says otherwise.
 */
export async function startProductionServer(
  options: {
    port?: number;
    databaseUrl?: string;
    dataDir?: string;
    env?: Record<string, string>;
    /** Options for `node` itself, before the script (`--cpu-prof`, which NODE_OPTIONS refuses). */
    nodeArgs?: string[];
  } = {},
): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'kub-server-')));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: productionEnv({ port, dataDir, databaseUrl: options.databaseUrl, env: options.env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  await waitUntilReady(url, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
  };
}
