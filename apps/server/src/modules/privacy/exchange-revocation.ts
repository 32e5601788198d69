import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import { openSealed } from '../../lib/token-crypto.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { revokeRefreshToken } from '../sso/exchange-oauth.ts';

/** Revokes a closed account's grant at the exchange (RFC 7009), after the closure committed. */
export const EXCHANGE_REVOKE_JOB = 'exchange-token-revoke';

/**
 * The job carries the refresh token sealed as it was stored; once the exchange has forgotten the
 * grant, the job forgets the token too. An exchange that is down is tried again later.
 */
export function exchangeRevocationHandler(settings: ProfileSettings): JobHandler {
  return async (job, { db }) => {
    const sealed = (job.payload as { sealed?: unknown }).sealed;
    const token =
      typeof sealed === 'string' ? (openSealed(settings.exchangeTokenKeys, sealed)?.value ?? null) : null;
    if (token) await revokeRefreshToken(settings, token);
    await db
      .update(jobs)
      .set({ payload: sql`'{}'::jsonb` })
      .where(eq(jobs.id, job.id));
  };
}
