// The stores @fastify/rate-limit ships (its package has no types for them). plugins/rate-limit.ts
// combines both: Redis shared by the instances, memory while Redis cannot be reached.
declare module '@fastify/rate-limit/store/*.js' {
  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
  interface Store {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }
  const Store: {
    new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]): Store;
  };
  export default Store;
}
