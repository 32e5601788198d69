import type { ExportView, PrivacyStatus } from '@app/contracts/privacy';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyRequests, users } from '../../db/schema/index.ts';
import { hasPin } from '../pin/pin.service.ts';
import { currentClosure, type PrivacyContext } from './closure.service.ts';
import { storedDownloadToken } from './download-token.ts';
import type { PrivacySettings } from './privacy-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's latest data downloads, newest first. */
export async function exportsOf(
  db: Db,
  userId: number,
  now: Date,
  settings: PrivacySettings,
): Promise<ExportView[]> {
  const rows = await db
    .select({
      id: privacyRequests.id,
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      tokenExpiresAt: privacyRequests.tokenExpiresAt,
      tokenHash: privacyRequests.tokenHash,
      jsonAvailable: sql<boolean>`${privacyRequests.archive} is not null`,
      summaryAvailable: sql<boolean>`${privacyRequests.summary} is not null`,
    })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export')))
    .orderBy(desc(privacyRequests.id))
    .limit(5);
  return rows.map((row) => {
    // A ready archive whose link ran out is expired, whether or not the retention job dropped it yet.
    const expired = row.status === 'ready' && row.tokenExpiresAt !== null && row.tokenExpiresAt <= now;
    const token =
      row.status === 'ready' && !expired && row.tokenHash
        ? storedDownloadToken(settings.downloadKeys, row.id, row.tokenHash)
        : null;
    // A link made under a key since retired cannot be shown again: the owner asks for a new copy.
    const ready = token !== null;
    return {
      id: row.id,
      status: (expired ? 'expired' : row.status) as ExportView['status'],
      requestedAt: row.createdAt.toISOString(),
      expiresAt: ready ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
      downloadToken: token,
      jsonAvailable: ready && row.jsonAvailable,
      summaryAvailable: ready && row.summaryAvailable,
    };
  });
}

export async function privacyStatus(ctx: PrivacyContext, userId: number): Promise<PrivacyStatus> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return {
    closure: await currentClosure(ctx.db, userId),
    exports: await exportsOf(ctx.db, userId, ctx.clock.now(), ctx.settings),
    hasPassword: Boolean(user?.passwordHash),
    hasPin: await hasPin(ctx.db, userId),
    coolingOffDays: Math.round(ctx.settings.coolingOffMs / DAY_MS),
  };
}
