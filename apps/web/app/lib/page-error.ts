import { data } from 'react-router';
import { ApiError } from './api.ts';

/** What an error page needs to know: its status and, for a refusal, the API's code. */
export interface PageErrorData {
  code?: string;
}

/**
 * The page answer for an API refusal met while loading a page: the restricted page for a blocked
 * account (403), the not-found page for an id that is not valid or not there (400, 404), the
 * forbidden page for a role that may not see it. Anything else stays an error (500).
 */
export function pageErrorFor(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.body.code === 'ACCOUNT_RESTRICTED')
    return data<PageErrorData>({ code: 'ACCOUNT_RESTRICTED' }, { status: 403 });
  if (error.status === 400 || error.status === 404) return data<PageErrorData>({}, { status: 404 });
  if (error.status === 403) return data<PageErrorData>({ code: error.body.code }, { status: 403 });
  return error;
}
