import type { CurrentUser } from '@app/contracts/accounts';
import { useRouteLoaderData } from 'react-router';

/** Whether the root loader found a signed-in reader. */
export function useSignedIn(): boolean {
  return (useRouteLoaderData<{ user?: CurrentUser | null }>('root')?.user ?? null) !== null;
}
