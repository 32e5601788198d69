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
  }
}
