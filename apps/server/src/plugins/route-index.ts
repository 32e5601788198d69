import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** One registered route: its method, its path pattern (`/api/admin/rewards/:id`). */
export interface RouteEntry {
  method: HTTPMethod;
  url: string;
}

/**
 * A copy of the API's route table, so an unmatched request can tell "no such path" (404) from
 * "this path, another method" (405), and tests can go through every route there is (the role
 * rules of the back office). Catch-all routes are left out on purpose.
 */
export class RouteIndex {
  private readonly router = FindMyWay();
  private readonly entries: RouteEntry[] = [];

  constructor(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (route.url.endsWith('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (!this.router.hasRoute(method as HTTPMethod, route.url)) {
          this.router.on(method as HTTPMethod, route.url, () => {});
          this.entries.push({ method: method as HTTPMethod, url: route.url });
        }
      }
    });
  }

  /** Every route registered so far, in the order of registration. */
  list(): readonly RouteEntry[] {
    return this.entries;
  }

  methodsFor(url: string): HTTPMethod[] {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => this.router.find(method, path) !== null);
  }
}
