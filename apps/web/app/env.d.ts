import type { WebLoadContext } from '@app/contracts/web-context';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
