import type { ActivityStatus, ActivityType, ActivityUnit } from '@app/contracts/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

export interface ActivityInput {
  userId: number;
  type: ActivityType;
  unit: ActivityUnit;
  /** Positive for what the user received, negative for what they spent or used. */
  amount: bigint | number;
  status: ActivityStatus;
  transferId?: number;
  reference?: { type: string; id: string | number };
  /** One activity per business event: a retried request records nothing new. */
  eventKey: string;
}

/** Records one line of the user's activity history, in the caller's transaction. */
export async function recordActivity(db: Db, clock: Clock, input: ActivityInput): Promise<void> {
  const now = clock.now();
  await db
    .insert(activities)
    .values({
      userId: input.userId,
      type: input.type,
      unit: input.unit,
      amount: BigInt(input.amount),
      status: input.status,
      transferId: input.transferId ?? null,
      referenceType: input.reference?.type ?? null,
      referenceId: input.reference ? String(input.reference.id) : null,
      eventKey: input.eventKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: activities.eventKey });
}

/** Moves a PENDING activity (a held redemption, a mint in flight) to its outcome. */
export async function settleActivity(
  db: Db,
  clock: Clock,
  eventKey: string,
  status: Exclude<ActivityStatus, 'PENDING'>,
): Promise<void> {
  await db
    .update(activities)
    .set({ status, updatedAt: clock.now() })
    .where(eq(activities.eventKey, eventKey));
}
