import type { ExportView } from '@app/contracts/privacy';
import { isLocale, type Locale } from '@app/contracts/locale';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { inTransaction } from '../../db/client.ts';
import { privacyRequests, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../identity/session.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { archiveSummary } from './archive-summary.ts';
import { hashToken } from '../identity/session.service.ts';
import type { PrivacyContext } from './closure.service.ts';
import { buildArchive } from './data-archive.ts';
import { downloadToken } from './download-token.ts';
import { recordAuditAs } from './privacy-audit.ts';
import { privacyMail } from './privacy-mails.ts';
import { ANSWER_WITHIN_MS, type PrivacySettings } from './privacy-settings.ts';
import { exportsOf } from './privacy-status.service.ts';

export const DATA_EXPORT_JOB = 'data-export';

/** Asks for a copy of everything held: a job builds it, a mail says when it is ready. */
export async function requestExport(ctx: PrivacyContext, actor: SessionUser): Promise<ExportView> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    // One export at a time per user: the user's row lock makes two clicks take turns.
    await tx.execute(sql`select id from users where id = ${actor.id} for update`);
    const [busy] = await tx
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.userId, actor.id),
          eq(privacyRequests.kind, 'export'),
          eq(privacyRequests.status, 'queued'),
        ),
      );
    if (busy) throw new AppError('EXPORT_IN_PROGRESS');
    const [request] = await tx
      .insert(privacyRequests)
      .values({
        userId: actor.id,
        kind: 'export',
        status: 'queued',
        deadlineAt: new Date(now.getTime() + ANSWER_WITHIN_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: privacyRequests.id });
    await enqueueJob(tx, ctx.clock, {
      kind: DATA_EXPORT_JOB,
      payload: { requestId: request!.id },
      dedupeKey: `data-export:${request!.id}`,
    });
    await recordAuditAs(tx, actor, 'privacy.export.request', request!.id, now);
  });
  ctx.kick();
  return (await exportsOf(ctx.db, actor.id, now, ctx.settings))[0]!;
}

/** The job: builds the archive and its summary, keeps them until downloaded or expired, mails the owner. */
export function dataExportHandler(settings: PrivacySettings): JobHandler {
  return async (job, { db, clock }) => {
    const requestId = Number((job.payload as { requestId?: unknown }).requestId);
    await inTransaction(db, async (tx) => {
      const [row] = await tx
        .select({
          userId: privacyRequests.userId,
          status: privacyRequests.status,
          email: users.email,
          locale: users.locale,
        })
        .from(privacyRequests)
        .innerJoin(users, eq(users.id, privacyRequests.userId))
        .where(eq(privacyRequests.id, requestId))
        .for('update', { of: privacyRequests });
      if (!row || row.status !== 'queued') return;
      const now = clock.now();
      const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
      const archive = await buildArchive(tx, { userId: row.userId, email: row.email.toLowerCase() }, now);
      const token = downloadToken(settings.downloadKeys, requestId);
      await tx
        .update(privacyRequests)
        .set({
          status: 'ready',
          archive,
          summary: archiveSummary(archive, locale),
          tokenHash: hashToken(token),
          tokenExpiresAt: new Date(now.getTime() + settings.exportLinkMs),
          completedAt: now,
          updatedAt: now,
        })
        .where(eq(privacyRequests.id, requestId));
      await enqueueMail(tx, now, {
        kind: 'export-ready',
        to: row.email,
        locale,
        ...privacyMail('export-ready', locale, `${settings.publicUrl}/${locale}/profile#your-data`),
      });
    });
  };
}

export interface Download {
  format: 'json' | 'html';
  body: string;
}

/**
 * Hands out the archive (JSON) or its summary (HTML) once each, to its owner only, before the link
 * expires; each is dropped from the database as it is handed out. A token of someone else's
 * export answers exactly as an unknown one.
 */
export async function downloadExport(
  ctx: PrivacyContext,
  actor: SessionUser,
  token: string,
  format: 'json' | 'html',
): Promise<Download> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.tokenHash, hashToken(token)), eq(privacyRequests.kind, 'export')))
      .for('update');
    const usable = row && row.userId === actor.id && row.status === 'ready' && row.tokenExpiresAt! > now;
    const content = usable ? (format === 'json' ? row.archive : row.summary) : null;
    if (!row || content === null || content === undefined) throw new AppError('PRIVACY_LINK_INVALID');
    const rest = format === 'json' ? row.summary : row.archive;
    await tx
      .update(privacyRequests)
      .set({
        ...(format === 'json' ? { archive: null } : { summary: null }),
        ...(rest === null ? { status: 'downloaded', tokenHash: null } : {}),
        updatedAt: now,
      })
      .where(eq(privacyRequests.id, row.id));
    await recordAuditAs(tx, actor, `privacy.export.download.${format}`, row.id, now);
    return { format, body: typeof content === 'string' ? content : JSON.stringify(content, null, 2) };
  });
}
