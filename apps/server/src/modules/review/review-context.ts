import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CertificateIssuer } from '../certificates/certificates.service.ts';

/** What the review deck's services are given: the database, the clock, and the credential signer. */
export interface ReviewContext {
  db: Db;
  clock: Clock;
  issuer: CertificateIssuer;
}
