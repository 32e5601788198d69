import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

const IDLE_SWEEP_MS = 50;

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
