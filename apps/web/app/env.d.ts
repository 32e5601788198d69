import type { WebLoadContext } from '@app/contracts/web-context';

declare module 'react-router' {
  // Declaration merging: the load context is exactly what the server hands over.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
