import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { reminderConfig } from './reminder-config.ts';
import { REMINDER_PUSH_JOB, reminderHandler } from './reminder-delivery.ts';
import { reminderPushHandler } from './reminder-push.ts';
import {
  REMINDER_JOB,
  REMINDER_SCAN_JOB,
  reminderScanHandler,
  scheduleReminderScan,
} from './reminder-scan.ts';
import { reminderRoutes, unsubscribeRoutes } from './reminders.routes.ts';
import { webPushSender } from './web-push-sender.ts';

/** Reminders by e-mail and Web Push: the settings API, the unsubscribe link, and their three jobs. */
export async function remindersModule(
  app: FastifyInstance,
  { db, clock, config, jobs }: AppContext,
): Promise<void> {
  const settings = reminderConfig(config as Partial<Config>);
  const sender = webPushSender({ vapid: settings.vapid, allowPrivateHosts: settings.allowPrivatePushHosts });
  app.addHook('onClose', async () => sender.close());
  jobs.handle(REMINDER_SCAN_JOB, reminderScanHandler, { singleton: 'reminder-scan' });
  jobs.handle(REMINDER_JOB, reminderHandler(settings));
  jobs.handle(REMINDER_PUSH_JOB, reminderPushHandler(sender));
  await scheduleReminderScan(db, clock).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not schedule the reminder scan'),
  );
  const ctx = { db, clock, config: settings };
  await app.register(reminderRoutes, { ctx });
  await app.register(unsubscribeRoutes, { ctx });
}
