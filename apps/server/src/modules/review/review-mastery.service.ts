import { REVIEW_MASTERY_STABILITY_DAYS } from '@app/contracts/review';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { reviewTopicCredentials, users } from '../../db/schema/index.ts';
import { ISSUER_NAME, newCertificateCode } from '../certificates/certificates.service.ts';
import { signCredential, xsdDateTime } from '../certificates/credential-proof.ts';
import {
  allocateStatusIndex,
  credentialStatusEntry,
  credentialSubjectId,
} from '../certificates/credential-status.ts';
import type { ReviewContext } from './review-context.ts';

/** The name a credential is issued to: the profile's full name, or null while it has none. */
async function holderNameOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  const name = [row?.firstName?.trim(), row?.surname?.trim()].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/**
 * Issues the "topic mastered" credential when every card of the topic has reached the mastery
 * stability, once per learner and topic (a unique index). Returns the code when this call issued
 * it; null otherwise (not mastered, already issued, no topic, or no profile name yet: a later
 * review or a look at the progress issues it then). A revoked credential counts as issued: the
 * revocation stands, and no new one is signed for the topic. Runs in the caller's transaction;
 * the caller loads the signing key before opening it.
 */
export async function awardTopicIfMastered(
  ctx: ReviewContext,
  tx: Tx,
  userId: number,
  categoryKey: number | null,
  now: Date,
): Promise<string | null> {
  if (categoryKey === null) return null;
  const [state] = await queryRows<{ cards: number; short: number; issued: boolean; en: string; th: string }>(
    tx,
    sql`select count(*)::int as cards,
               count(*) filter (where stability < ${REVIEW_MASTERY_STABILITY_DAYS})::int as short,
               exists (select 1 from review_topic_credentials r
                        where r.user_id = ${userId} and r.category_key = ${categoryKey}) as issued,
               (select name_en from categories where key = ${categoryKey}) as en,
               (select name_th from categories where key = ${categoryKey}) as th
          from review_cards where user_id = ${userId} and category_key = ${categoryKey}`,
  );
  if (!state || state.cards === 0 || state.short > 0 || state.issued || !state.en) return null;
  const holderName = await holderNameOf(tx, userId);
  if (!holderName) return null;

  const code = newCertificateCode();
  const key = await ctx.issuer.signingKey();
  const statusIndex = await allocateStatusIndex(tx);
  const subjectId = await credentialSubjectId(tx, userId);
  const issuer = ctx.issuer;
  const name = `Mastered the topic “${state.en}”`;
  const document = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `${issuer.publicUrl}/api/client/review/credentials/${code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name,
    issuer: { id: issuer.did, type: ['Profile'], name: ISSUER_NAME, url: issuer.publicUrl },
    validFrom: xsdDateTime(now),
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      name: holderName,
      achievement: {
        id: `${issuer.publicUrl}/en/review/topics/${categoryKey}`,
        type: ['Achievement'],
        achievementType: 'Competency',
        name,
        description: `${name} / เชี่ยวชาญหัวข้อ “${state.th}”`,
        criteria: {
          narrative: `Every review card of the topic reached a memory stability of at least ${REVIEW_MASTERY_STABILITY_DAYS} days on ${issuer.publicUrl}.`,
        },
        inLanguage: 'en',
      },
    },
    credentialStatus: credentialStatusEntry(issuer, statusIndex),
  };
  const credential = signCredential(document, key.privateKey, {
    verificationMethod: key.verificationMethod,
    created: now,
  });
  const [inserted] = await tx
    .insert(reviewTopicCredentials)
    .values({
      code,
      userId,
      categoryKey,
      holderName,
      topicEn: state.en,
      topicTh: state.th,
      issuedAt: now,
      credential,
      statusIndex,
    })
    .onConflictDoNothing({ target: [reviewTopicCredentials.userId, reviewTopicCredentials.categoryKey] })
    .returning({ code: reviewTopicCredentials.code });
  return inserted?.code ?? null;
}

export async function credentialsOf(tx: Tx, userId: number) {
  return tx
    .select({
      categoryKey: reviewTopicCredentials.categoryKey,
      code: reviewTopicCredentials.code,
      issuedAt: reviewTopicCredentials.issuedAt,
      revokedAt: reviewTopicCredentials.revokedAt,
    })
    .from(reviewTopicCredentials)
    .where(and(eq(reviewTopicCredentials.userId, userId)));
}
