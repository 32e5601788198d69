import type { EarningChecklist } from '@app/contracts/earning';
import { type Api, ApiError } from '../../lib/api.ts';

/** A visitor has no checklist; a failed read is shown as such rather than failing the page. */
export type ChecklistState =
  { state: 'visitor' } | { state: 'error' } | { state: 'ready'; checklist: EarningChecklist };

export async function loadChecklist(api: Api): Promise<ChecklistState> {
  try {
    return { state: 'ready', checklist: await api.get('/client/earning-checklist') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { state: 'visitor' };
    return { state: 'error' };
  }
}
