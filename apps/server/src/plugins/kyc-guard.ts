import type { KycStatus } from '@app/contracts/profile';
import type { KycFacts } from '../policies/kyc.policy.ts';

/**
 * How features read KYC: `app.kycStatus` (wired by the composition root, see
 * modules/feature-wiring.ts) is handed to their services, which apply the one rule of
 * policies/kyc.policy.ts themselves, so that no caller of a service skips it.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The KYC status of a user (wired by the composition root, see modules/feature-wiring.ts). */
    kycStatus(userId: number): Promise<KycStatus>;
    /** The same decision from facts a caller read already (in its own query). */
    kycStatusFrom(facts: KycFacts): KycStatus;
    /**
     * `kycStatus` from the user's exchange account as a caller read it already (a page's one
     * query): the same decision, and the same background refresh when the exchange's data is old.
     */
    kycStatusRead(
      userId: number,
      facts: KycFacts & { refreshedAt: Date | null; canRefresh: boolean },
    ): KycStatus;
  }
}
