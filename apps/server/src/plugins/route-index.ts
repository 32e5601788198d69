import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A copy of the API's route table, so an unmatched request can tell "no such path" (404) from
 * "this path, another method" (405). Catch-all routes are left out on purpose.
 */
export class RouteIndex {
  private readonly router = FindMyWay();

  constructor(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (route.url.endsWith('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (!this.router.hasRoute(method as HTTPMethod, route.url)) {
          this.router.on(method as HTTPMethod, route.url, () => {});
        }
      }
    });
  }

  methodsFor(url: string): HTTPMethod[] {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => this.router.find(method, path) !== null);
  }
}
