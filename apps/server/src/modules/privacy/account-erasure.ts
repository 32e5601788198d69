import type { ErrorCode } from '@app/contracts/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows, type Tx } from '../../db/client.ts';
import { exchangeAccounts, ledgerAccounts, privacyRequests, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { transfer, userBalances } from '../ledger/ledger.service.ts';
import { MAIL_JOB } from '../mail/mail-outbox.ts';
import { pendingMoneyWork } from '../profile/pending-money-work.ts';
import { REMINDER_PUSH_JOB } from '../reminders/reminder-delivery.ts';
import { REMINDER_JOB } from '../reminders/reminder-scan.ts';
import { EXCHANGE_REVOKE_JOB } from './exchange-revocation.ts';
import { erasePerson } from './personal-data-erasure.ts';
import { personOf } from './person-identifiers.ts';

export const ACCOUNT_ERASURE_JOB = 'account-erasure';

/**
 * Why the account cannot be closed now, or null. Money in flight (a payout not yet settled or
 * released, a redemption not yet fulfilled or cancelled, a member card being minted) would be
 * owed to an erased account; so would KUB left on the balance, which the user withdraws first.
 * Points are not money: what is left of them is forfeited at closure, as the form says.
 */
export async function closureRefusal(db: Db, userId: number): Promise<ErrorCode | null> {
  if ((await pendingMoneyWork(db, userId)).length > 0) return 'CLOSURE_MONEY_IN_FLIGHT';
  if ((await userBalances(db, userId)).kub > 0n) return 'CLOSURE_KUB_BALANCE';
  return null;
}

/** The system actor of the erasure job in the audit log. */
const ERASURE_ACTOR = { userId: null, email: null, role: 'system' } as const;

async function forfeitPoints(tx: Tx, clock: Clock, userId: number, requestId: number) {
  const { points } = await userBalances(tx, userId);
  if (points <= 0n) return;
  await transfer(
    tx,
    clock,
    {
      kind: 'account-closure',
      currency: 'POINT',
      amount: points,
      from: { userId },
      to: { system: 'CLOSED_ACCOUNTS' },
      idempotencyKey: `account-closure:${requestId}:points`,
      reference: { type: 'privacy_request', id: requestId },
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
}

async function revokeCertificates(tx: Tx, now: Date, userId: number): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const quiz = await queryRows<{ id: number }>(
    tx,
    sql`update certificates set revoked_at = ${at} where user_id = ${userId} and revoked_at is null returning id`,
  );
  const paths = await queryRows<{ id: number }>(
    tx,
    sql`update learning_path_certificates set revoked_at = ${at} where user_id = ${userId} and revoked_at is null returning id`,
  );
  const topics = await queryRows<{ id: number }>(
    tx,
    sql`update review_topic_credentials set revoked_at = ${at} where user_id = ${userId} and revoked_at is null returning id`,
  );
  return quiz.length + paths.length + topics.length;
}

export type ErasureOutcome = 'erased' | 'refused' | 'skipped';

/**
 * Closes an account for good, in one transaction. The closure's row, the user's row and the user's
 * ledger accounts are locked first, then the money in flight is checked again: a spend or credit
 * that committed before the locks were taken is seen (the closure is refused); one that waits for
 * them finds the ledger accounts closed afterwards (the spend is refused). Then what is left of the
 * points is forfeited by a balanced transfer, certificates are revoked if the user chose so, and
 * the person is erased everywhere as the personal-data map says.
 */
export async function eraseAccount(
  db: Db,
  clock: Clock,
  requestId: number,
): Promise<{ outcome: ErasureOutcome; certificatesRevoked: number }> {
  return inTransaction(db, async (tx) => {
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, requestId))
      .for('update');
    const now = clock.now();
    if (!request || request.kind !== 'closure' || request.status !== 'cooling_off')
      return { outcome: 'skipped', certificatesRevoked: 0 };
    if (request.eraseAfter && request.eraseAfter > now) return { outcome: 'skipped', certificatesRevoked: 0 };
    const userId = request.userId;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(ledgerAccounts.id)
      .for('update');
    const refusal = await closureRefusal(tx, userId);
    if (refusal) {
      await tx
        .update(privacyRequests)
        .set({ status: 'refused', reason: refusal, updatedAt: now })
        .where(eq(privacyRequests.id, requestId));
      await recordAudit(tx, {
        actor: ERASURE_ACTOR,
        action: 'privacy.closure.refuse',
        targetType: 'privacy_request',
        targetId: requestId,
        reason: refusal,
        at: now,
      });
      return { outcome: 'refused', certificatesRevoked: 0 };
    }
    const person = await personOf(tx, userId);
    const [link] = await tx
      .select({ sealed: exchangeAccounts.refreshTokenEncrypted })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, userId));
    const certificatesRevoked =
      request.certificates === 'revoke' ? await revokeCertificates(tx, now, userId) : 0;
    await forfeitPoints(tx, clock, userId, requestId);
    // Reminders and mails still queued for the person are not sent any more.
    await tx.execute(sql`update jobs set done_at = ${now.toISOString()}::timestamptz
      where done_at is null and failed_at is null and kind in (${MAIL_JOB}, ${REMINDER_JOB}, ${REMINDER_PUSH_JOB})
        and (payload->>'userId' = ${String(userId)} or lower(payload->>'to') = ${person.email})`);
    await erasePerson(tx, person);
    await tx.update(users).set({ closedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(ledgerAccounts)
      .set({ closedAt: now })
      .where(and(eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.closedAt)));
    await tx
      .update(privacyRequests)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(privacyRequests.id, requestId));
    if (link?.sealed)
      await enqueueJob(tx, clock, {
        kind: EXCHANGE_REVOKE_JOB,
        payload: { sealed: link.sealed },
        dedupeKey: `exchange-revoke:${requestId}`,
      });
    await recordAudit(tx, {
      actor: ERASURE_ACTOR,
      action: 'privacy.closure.complete',
      targetType: 'privacy_request',
      targetId: requestId,
      after: { userId, certificates: request.certificates, certificatesRevoked },
      at: now,
    });
    return { outcome: 'erased', certificatesRevoked };
  });
}

/** The job run when a closure's cooling-off period ends. */
export function accountErasureHandler(onErased: (certificatesRevoked: number) => Promise<void>): JobHandler {
  return async (job, { db, clock }) => {
    const requestId = Number((job.payload as { requestId?: unknown }).requestId);
    if (!Number.isInteger(requestId)) return;
    const { outcome, certificatesRevoked } = await eraseAccount(db, clock, requestId);
    if (outcome === 'erased') await onErased(certificatesRevoked);
  };
}
