import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { certificates, credentialSubjects, reviewTopicCredentials } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { signCredential, xsdDateTime } from './credential-proof.ts';
import type { SigningKey } from './signing-key.ts';
import { encodeStatusList, STATUS_LIST_SIZE, statusListBit, statusListPlace } from './status-list.ts';

/** The public address of status list `list`: what `statusListCredential` names. */
/** What the status list needs of the certificate issuer (certificates.service.ts). */
export interface StatusListIssuer {
  readonly publicUrl: string;
  readonly did: string;
  signingKey(): Promise<SigningKey & { verificationMethod: string }>;
}

export function statusListUrl(issuer: StatusListIssuer, list: number): string {
  return `${issuer.publicUrl}/api/client/certificates/status-lists/${list}`;
}

/**
 * A new certificate's place in the status lists. A sequence hands each caller its own number,
 * even to transactions running at once, and never takes one back, so a place is never shared
 * (the unique index on certificates.status_index says so too).
 */
export async function allocateStatusIndex(db: Db): Promise<number> {
  const [row] = await queryRows<{ index: number }>(
    db,
    sql`select nextval('certificate_status_index')::integer as index`,
  );
  return row!.index;
}

/** The credential's `credentialStatus`: where a verifier reads whether it has been revoked. */
export function credentialStatusEntry(issuer: StatusListIssuer, index: number) {
  const { list, position } = statusListPlace(index);
  const url = statusListUrl(issuer, list);
  return {
    id: `${url}#${position}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(position),
    statusListCredential: url,
  };
}

/** The learner as their credentials name them: a random URN kept per user, made on first use. */
export async function credentialSubjectId(db: Db, userId: number): Promise<string> {
  await db
    .insert(credentialSubjects)
    .values({ userId, subjectId: `urn:uuid:${randomUUID()}` })
    .onConflictDoNothing({ target: credentialSubjects.userId });
  const [row] = await db
    .select({ subjectId: credentialSubjects.subjectId })
    .from(credentialSubjects)
    .where(eq(credentialSubjects.userId, userId));
  return row!.subjectId;
}

/** The number of lists in use: up to the one holding the last place handed out. */
async function listCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ last: number; called: boolean }>(
    db,
    sql`select last_value::integer as last, is_called as called from certificate_status_index`,
  );
  return row?.called ? statusListPlace(row.last).list + 1 : 0;
}

/**
 * `encodedList` of list `list`: a bit set for every revoked credential whose place is in it, the
 * quiz certificates' and the "topic mastered" credentials' (both take their places from the one
 * sequence, so a place names one credential of either kind).
 */
async function encodedStatusList(db: Db, list: number): Promise<string> {
  const from = list * STATUS_LIST_SIZE;
  const to = from + STATUS_LIST_SIZE;
  const revoked = await db
    .select({ index: certificates.statusIndex })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.revokedAt),
        gte(certificates.statusIndex, from),
        lt(certificates.statusIndex, to),
      ),
    )
    .unionAll(
      db
        .select({ index: reviewTopicCredentials.statusIndex })
        .from(reviewTopicCredentials)
        .where(
          and(
            isNotNull(reviewTopicCredentials.revokedAt),
            gte(reviewTopicCredentials.statusIndex, from),
            lt(reviewTopicCredentials.statusIndex, to),
          ),
        ),
    );
  return encodeStatusList(revoked.map((row) => row.index - from));
}

/**
 * Whether the published status list marks this place as revoked. The verify page and API read
 * the same bit that verifiers download, so the two can never tell different stories.
 */
export async function isRevokedInStatusList(db: Db, index: number): Promise<boolean> {
  const { list, position } = statusListPlace(index);
  return statusListBit(await encodedStatusList(db, list), position);
}

/**
 * The signed BitstringStatusListCredential of list `list` (statusPurpose revocation), made from
 * the revocations of certificates and topic credentials at the moment of asking, so a revoke
 * shows at once.
 */
export async function statusListCredential(
  db: Db,
  clock: Clock,
  issuer: StatusListIssuer,
  list: number,
): Promise<Record<string, unknown>> {
  if (list >= (await listCount(db))) throw new AppError('CERTIFICATE_STATUS_LIST_NOT_FOUND');
  const url = statusListUrl(issuer, list);
  const now = clock.now();
  const key = await issuer.signingKey();
  const document = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.did,
    validFrom: xsdDateTime(now),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await encodedStatusList(db, list),
    },
  };
  return signCredential(document, key.privateKey, {
    verificationMethod: key.verificationMethod,
    created: now,
  });
}
