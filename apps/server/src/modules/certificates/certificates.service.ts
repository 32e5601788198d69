import { randomBytes } from 'node:crypto';
import type { CertificateView } from '@app/contracts/quizzes';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { certificates, quizzes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { signCredential, xsdDateTime } from './credential-proof.ts';
import {
  allocateStatusIndex,
  credentialStatusEntry,
  credentialSubjectId,
  isRevokedInStatusList,
} from './credential-status.ts';
import { loadSigningKey, registerSigningKey, type SigningKey } from './signing-key.ts';
import {
  checkCredentialSignature,
  type PublishedKey,
  publishedKeys,
  verificationMethodFor,
} from './signing-keys.service.ts';

export const ISSUER_NAME = 'KUB Academy';

/** The key this server signs with, and its place among the published ones. */
export interface CurrentSigningKey extends SigningKey {
  number: number;
  verificationMethod: string;
}

/** Who signs certificates: the site (did:web of its public origin) and its keys. */
export class CertificateIssuer {
  readonly publicUrl: string;
  readonly did: string;
  private key: Promise<CurrentSigningKey> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    publicUrl: string,
    private readonly configuredKey: string | undefined,
  ) {
    this.publicUrl = publicUrl.replace(/\/+$/, '');
    // did:web names the host; a port is percent-encoded (did:web:localhost%3A3000).
    this.did = `did:web:${encodeURIComponent(new URL(this.publicUrl).host)}`;
  }

  /** The signing key, registered among the published keys on first use (see signing-key.ts). */
  signingKey(): Promise<CurrentSigningKey> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async loadKey(): Promise<CurrentSigningKey> {
    const key = await loadSigningKey(this.db, this.clock, this.configuredKey);
    const number = await registerSigningKey(this.db, this.clock, key);
    return { ...key, number, verificationMethod: verificationMethodFor(this.did, number) };
  }

  /** Every key that has signed certificates, this server's own included. */
  async publishedKeys(): Promise<PublishedKey[]> {
    await this.signingKey();
    return publishedKeys(this.db, this.did);
  }

  /**
   * The DID document: every key ever used stays listed, so certificates signed before a rotation
   * still verify; a compromised one is marked `revoked` and no longer counts for assertions.
   */
  async didDocument() {
    const keys = await this.publishedKeys();
    return {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
      id: this.did,
      verificationMethod: keys.map((key) => ({
        id: key.verificationMethod,
        type: 'Multikey',
        controller: this.did,
        publicKeyMultibase: key.publicKeyMultibase,
        ...(key.compromisedAt ? { revoked: xsdDateTime(key.compromisedAt) } : {}),
      })),
      assertionMethod: keys.filter((key) => !key.compromisedAt).map((key) => key.verificationMethod),
    };
  }
}

/** A certificate code: 32 characters of base62, about 190 bits, so codes cannot be guessed or enumerated. */
export function newCertificateCode(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let code = '';
  // 248 = 4 * 62: rejecting bytes above it keeps every character equally likely.
  while (code.length < 32) {
    for (const byte of randomBytes(48)) if (byte < 248 && code.length < 32) code += alphabet[byte % 62];
  }
  return code;
}

export interface CertificateInput {
  userId: number;
  attemptId: number;
  quiz: { id: number; slug: string; titleEn: string; titleTh: string; passPercent: number };
  holderName: string;
  grade: string;
  percent: number;
  issuedAt: Date;
}

function achievementOf(quiz: CertificateInput['quiz']) {
  return { en: `Passed the quiz “${quiz.titleEn}”`, th: `ผ่านแบบทดสอบ “${quiz.titleTh}”` };
}

/**
 * The Open Badges 3.0 credential (a W3C Verifiable Credential) of one certificate, unsigned: the
 * learner named by their subject URN, the revocation status at its place in the status lists.
 */
function credentialDocument(
  issuer: CertificateIssuer,
  code: string,
  input: CertificateInput,
  subject: { id: string; statusIndex: number },
) {
  const achievement = achievementOf(input.quiz);
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `${issuer.publicUrl}/en/verify/${code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: achievement.en,
    issuer: { id: issuer.did, type: ['Profile'], name: ISSUER_NAME, url: issuer.publicUrl },
    validFrom: xsdDateTime(input.issuedAt),
    credentialSubject: {
      id: subject.id,
      type: ['AchievementSubject'],
      name: input.holderName,
      achievement: {
        id: `${issuer.publicUrl}/en/quizzes/${input.quiz.slug}`,
        type: ['Achievement'],
        achievementType: 'Assessment',
        name: achievement.en,
        description: `${achievement.en} / ${achievement.th}`,
        criteria: {
          narrative: `Answer the quiz on ${issuer.publicUrl} with a score of at least ${input.quiz.passPercent} %.`,
        },
        inLanguage: 'en',
      },
      result: [{ type: ['Result'], value: input.grade }],
    },
    credentialStatus: credentialStatusEntry(issuer, subject.statusIndex),
  };
}

/**
 * Issues the certificate of a passed quiz once per user and quiz (a unique pair): a retried or
 * parallel finish gets the code issued first. Runs in the caller's transaction.
 */
export async function issueCertificate(
  db: Db,
  issuer: CertificateIssuer,
  input: CertificateInput,
): Promise<string> {
  const code = newCertificateCode();
  const key = await issuer.signingKey();
  const achievement = achievementOf(input.quiz);
  const statusIndex = await allocateStatusIndex(db);
  const subject = { id: await credentialSubjectId(db, input.userId), statusIndex };
  const credential = signCredential(credentialDocument(issuer, code, input, subject), key.privateKey, {
    verificationMethod: key.verificationMethod,
    created: input.issuedAt,
  });
  const [inserted] = await db
    .insert(certificates)
    .values({
      code,
      userId: input.userId,
      quizId: input.quiz.id,
      attemptId: input.attemptId,
      holderName: input.holderName,
      achievementEn: achievement.en,
      achievementTh: achievement.th,
      grade: input.grade,
      percent: input.percent,
      issuedAt: input.issuedAt,
      credential,
      statusIndex,
    })
    .onConflictDoNothing()
    .returning({ code: certificates.code });
  if (inserted) return inserted.code;
  const existing = await certificateOf(db, input.userId, input.quiz.id);
  if (!existing) throw new Error('certificate was neither inserted nor found');
  return existing.code;
}

export async function certificateOf(
  db: Db,
  userId: number,
  quizId: number,
): Promise<{ code: string } | null> {
  const [row] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.quizId, quizId)));
  return row ?? null;
}

async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({ certificate: certificates, slug: quizzes.slug })
    .from(certificates)
    .innerJoin(quizzes, eq(quizzes.id, certificates.quizId))
    .where(eq(certificates.code, code));
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
  return row;
}

/** Where the credential itself says its status is published (none before status lists existed). */
function statusListOf(credential: Record<string, unknown>): string | null {
  const entry = credential.credentialStatus as { statusListCredential?: unknown } | undefined;
  return typeof entry?.statusListCredential === 'string' ? entry.statusListCredential : null;
}

/** The public verify page's facts; anyone with the code may see them. */
export async function certificateView(
  db: Db,
  issuer: CertificateIssuer,
  code: string,
): Promise<CertificateView> {
  const { certificate, slug } = await findByCode(db, code);
  const signature = checkCredentialSignature(certificate.credential, await issuer.publishedKeys());
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    achievement: { en: certificate.achievementEn, th: certificate.achievementTh },
    quizSlug: slug,
    grade: certificate.grade,
    percent: certificate.percent,
    issuedAt: certificate.issuedAt.toISOString(),
    issuer: { name: ISSUER_NAME, id: issuer.did, url: issuer.publicUrl },
    status: (await isRevokedInStatusList(db, certificate.statusIndex)) ? 'revoked' : 'valid',
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    ...signature,
    credentialUrl: `/api/client/certificates/${certificate.code}/credential`,
    statusListUrl: statusListOf(certificate.credential),
  };
}

/** The signed credential as issued, to download and check anywhere. */
export async function certificateCredential(db: Db, code: string): Promise<Record<string, unknown>> {
  return (await findByCode(db, code)).certificate.credential;
}
