import type { ExportView, PrivacyStatus } from '@app/contracts/privacy';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyRequests, users } from '../../db/schema/index.ts';
import { hasPin } from '../pin/pin.service.ts';
import { currentClosure, type PrivacyContext } from './closure.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's latest data downloads, newest first. */
export async function exportsOf(db: Db, userId: number, now: Date): Promise<ExportView[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export')))
    .orderBy(desc(privacyRequests.id))
    .limit(5);
  return rows.map((row) => ({
    id: row.id,
    // A ready archive whose link ran out is expired, whether or not the retention job dropped it yet.
    status: (row.status === 'ready' && row.tokenExpiresAt && row.tokenExpiresAt <= now
      ? 'expired'
      : row.status) as ExportView['status'],
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'ready' ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
  }));
}

export async function privacyStatus(ctx: PrivacyContext, userId: number): Promise<PrivacyStatus> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return {
    closure: await currentClosure(ctx.db, userId),
    exports: await exportsOf(ctx.db, userId, ctx.clock.now()),
    hasPassword: Boolean(user?.passwordHash),
    hasPin: await hasPin(ctx.db, userId),
    coolingOffDays: Math.round(ctx.settings.coolingOffMs / DAY_MS),
  };
}
