import { and, eq, sql } from 'drizzle-orm';
import { jobs, pushSubscriptions } from '../../db/schema/index.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import type { ReminderPushPayload } from './reminder-delivery.ts';
import type { PushSender } from './web-push-sender.ts';

/**
 * Sends one reminder push to one browser. A push service that answers 404 or 410 has forgotten
 * the subscription, so the row goes. Like a mail, a sent push is marked in its job's row before
 * the job is acknowledged, and a rerun sends nothing; one that comes too late sends nothing either.
 */
export function reminderPushHandler(sender: PushSender): JobHandler {
  return async (job, { db, clock, log }) => {
    const push = job.payload as ReminderPushPayload;
    const now = clock.now();
    const validUntil = new Date(push.validUntil);
    if (push.sentAt || now >= validUntil) return;
    const [target] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, push.subscriptionId));
    if (!target) return;
    const outcome = await sender.send(
      target,
      { title: push.title, body: push.body, url: push.url, tag: push.tag },
      { ttlSeconds: (validUntil.getTime() - now.getTime()) / 1000, urgent: push.urgent },
    );
    if (outcome === 'gone') {
      log.info({ subscriptionId: target.id }, 'push subscription gone; removed');
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
      return;
    }
    const sent = JSON.stringify({ sentAt: clock.now().toISOString() });
    await db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} || ${sent}::jsonb` })
      .where(eq(jobs.id, job.id));
  };
}
