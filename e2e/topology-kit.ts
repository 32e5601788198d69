import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../apps/server/test/production-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Debian's PostgreSQL programs: the newest installed version (15 on the development machines). */
const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = (existsSync(root) ? readdirSync(root, { withFileTypes: true }) : [])
    .filter((entry) => existsSync(join(root, entry.name, 'bin/initdb')))
    .map((entry) => entry.name)
    .sort((a, b) => Number(b) - Number(a));
  return join(root, versions[0] ?? '15', 'bin');
})();
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

/** A scratch folder; as root, handed to `postgres` so the cluster can live in it. */
export async function scratchFolder(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `kub-topology-${label}-`));
  await chmod(dir, 0o755);
  return dir;
}

/**
 * A PostgreSQL cluster of its own (initdb in a scratch folder, a free port), so that stopping it
 * disturbs no other test. As root, its programs run as the `postgres` user.
 */
export async function startPostgresCluster() {
  const dir = await scratchFolder('pg');
  const data = join(dir, 'data');
  const sockets = join(dir, 'sockets');
  await mkdir(data, { mode: 0o700 });
  await mkdir(sockets);
  const asOwner = (program: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args])
      : run(join(PG_BIN, program), args);
  if (isRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
    );
    await Promise.all([dir, data, sockets].map((path) => chown(path, uid!, gid!)));
  }
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${sockets}`,
    // A throwaway cluster: durability costs only time here.
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c shared_buffers=32MB -c max_connections=100',
  ].join(' ');
  const pgCtl = (...args: string[]) =>
    asOwner('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), ...args]);
  const cluster = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    url: `postgres://postgres@127.0.0.1:${port}/kub`,
    start: () => pgCtl('-w', '-o', options, 'start'),
    stop: () => pgCtl('-w', '-m', 'fast', 'stop'),
    async close() {
      await cluster.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  await asOwner('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'kub']);
  return cluster;
}

/** A redis-server of its own on a free port, keeping nothing on disk. */
export async function startRedis() {
  const dir = await scratchFolder('redis');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: 'ignore' },
      );
      const { connect } = await import('node:net');
      await waitFor(
        'redis-server',
        () =>
          new Promise((done) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.end();
              done(true);
            }).on('error', () => done(false));
          }),
        10_000,
      );
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
    async close() {
      await redis.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

/** Settings every process of one site shares (what .env holds in compose.yaml). */
export function sharedSettings(env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    MIGRATE_ON_START: 'false',
    // A test site: the demo content and accounts are loaded on purpose (questions, packages), so
    // a start outside demo mode accepts their published passwords.
    DEMO_CONTENT: 'true',
    LOG_LEVEL: 'fatal',
    STAFF_TWO_FACTOR: 'optional',
    CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64'),
    EXCHANGE_TOKEN_KEY: randomBytes(32).toString('base64'),
    REMINDER_UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64'),
    DATA_EXPORT_KEY: randomBytes(32).toString('base64'),
    ...env,
  };
}

/** One command of the bundled CLI, as compose.yaml's one-off migration step runs it. */
export async function runCli(command: string, env: Record<string, string>) {
  await run(process.execPath, ['apps/server/dist/cli.js', command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
}

/**
 * One app process (`node apps/server/dist/main.js`, as the image's CMD) that can be stopped,
 * killed and started again on the same port. Every exit it was not asked for is recorded.
 */
export class AppProcess {
  private child: ChildProcess | undefined;
  private expectingExit = false;
  readonly unexpectedExits: (number | string | null)[] = [];
  readonly url: string;

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly dataDir: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(name: string, env: Record<string, string>) {
    return new AppProcess(name, await freePort(), env, await scratchFolder(name));
  }

  get address() {
    return `127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start() {
    this.expectingExit = false;
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (!this.expectingExit) this.unexpectedExits.push(code ?? signal);
    });
    this.child = child;
    await waitFor(
      `${this.name} /readyz`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}`);
        return (await fetch(`${this.url}/readyz`)).ok;
      },
      120_000,
    );
  }

  /** SIGTERM (what `docker compose stop` sends); resolves with the exit code once it has ended. */
  async stop(): Promise<number | null> {
    return this.end('SIGTERM');
  }

  /** SIGKILL: the process ends at once, with whatever it had in flight. */
  async kill(): Promise<number | null> {
    return this.end('SIGKILL');
  }

  private async end(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || !this.running) return child?.exitCode ?? null;
    this.expectingExit = true;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    return exited;
  }

  async close() {
    await this.stop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
