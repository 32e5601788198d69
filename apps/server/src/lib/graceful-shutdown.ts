import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 50;

const timeoutSchema = z.coerce.number().int().min(0).max(600_000).default(DEFAULT_TIMEOUT_MS);

/** SHUTDOWN_TIMEOUT_MS: how long requests in flight may run once a stop signal arrives. */
export function readShutdownTimeout(env: NodeJS.ProcessEnv = process.env): number {
  // An empty variable means unset, as loadConfig treats every other one.
  const parsed = timeoutSchema.safeParse(env.SHUTDOWN_TIMEOUT_MS || undefined);
  if (!parsed.success) {
    throw new Error(`Invalid environment: SHUTDOWN_TIMEOUT_MS: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/**
 * Stops serving and closes the database once the requests in flight have answered.
 *
 * `app.close()` stops accepting connections at once, answers requests that arrive on open
 * keep-alive connections with 503, and resolves when the last connection has closed. Requests
 * still running after `timeoutMs` have their connections cut, so a hung request cannot hold the
 * process. The database closes last, so no request in flight loses it.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  database: Database,
  { timeoutMs }: { timeoutMs: number },
): Promise<void> {
  const started = Date.now();
  app.log.info({ timeoutMs }, 'draining requests in flight');
  // close() drops the keep-alive connections idle at that moment, but one still answering a
  // request stays open afterwards until its keep-alive timeout (72 s). Sweeping idle connections
  // again ends each one as soon as its answer has gone out.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline; closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  await database.close();
  app.log.info({ ms: Date.now() - started }, 'shut down');
}
