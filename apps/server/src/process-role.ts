/**
 * What one process of the site does. `all` (the quick start) serves and runs the jobs; a larger
 * site runs several `web` processes behind a proxy and one or more `worker`s.
 */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** The only paths a worker answers: enough for a load balancer or an orchestrator to watch it. */
export const WORKER_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function servesSite(role: ProcessRole): boolean {
  return role !== 'worker';
}

export function runsJobs(role: ProcessRole): boolean {
  return role !== 'web';
}
