import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { claimJobs } from '../src/modules/jobs/job-queue.ts';
import { JobWorker } from '../src/modules/jobs/job-worker.ts';
import { enqueueMail, MAIL_JOB } from '../src/modules/mail/mail-outbox.ts';
import { accountMail } from '../src/modules/mail/mail-templates.ts';
import { mailSender } from '../src/modules/mail/mail-worker.ts';
import { MailInbox } from './mail-inbox.ts';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const silent = { warn: () => {}, error: () => {} } as never;

/** A job worker that sends mail jobs to `smtpUrl`, as the app wires it. */
function mailWorker(db: Db, clock: ManualClock, smtpUrl: string) {
  const sender = mailSender({ smtpUrl, from: 'a@b.c' });
  const worker = new JobWorker({ db, clock, log: silent });
  worker.handle(MAIL_JOB, sender.handler);
  return {
    drain: () => worker.drain(),
    stop: async () => {
      await worker.stop();
      sender.close();
    },
  };
}

const mailJobs = (db: Db) => db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

describe.each(DRIVERS)('mail outbox on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('keeps a mail while the SMTP server is down and sends it once it is back', async () => {
    const clock = new ManualClock();
    const db = t.database.db;
    await enqueueMail(db, clock.now(), {
      kind: 'reset-password',
      to: 'patient@example.com',
      locale: 'th',
      ...accountMail('reset-password', 'th', 'https://academy.example/th/reset-password?token=abc'),
    });

    const down = mailWorker(db, clock, `smtp://127.0.0.1:${await closedPort()}`);
    expect(await down.drain()).toBe(0);
    await down.stop();
    const [kept] = await mailJobs(db);
    expect(kept).toMatchObject({ doneAt: null, attempts: 1 });
    expect(kept?.payload.sentAt).toBeUndefined();
    expect(kept?.lastError).toBeTruthy();

    const inbox = new MailInbox();
    const worker = mailWorker(db, clock, await inbox.start());
    // Not before its retry time...
    expect(await worker.drain()).toBe(0);
    clock.advance(60_000);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    await inbox.close();

    expect(inbox.mails).toHaveLength(1);
    expect(inbox.mails[0]?.subject).toBe('รีเซ็ตรหัสผ่าน KUB Academy ของคุณ');
    expect(inbox.mails[0]?.html).toContain('ตั้งรหัสผ่านใหม่');
    const [sent] = await mailJobs(db);
    expect(sent?.doneAt).not.toBeNull();
    expect(sent?.payload.sentAt).toBeTruthy();
  });

  it('sends a mail job once although it runs twice (a crash before the job was acknowledged)', async () => {
    const clock = new ManualClock();
    const db = t.database.db;
    await enqueueMail(db, clock.now(), {
      kind: 'reset-password',
      to: 'twice@example.com',
      locale: 'en',
      ...accountMail('reset-password', 'en', 'https://academy.example/en/reset-password?token=twice'),
    });
    const inbox = new MailInbox();
    const sender = mailSender({ smtpUrl: await inbox.start(), from: 'a@b.c' });
    const context = { db, clock, log: silent };
    // The worker claims the job and sends it, then dies before marking the job done...
    const [first] = (
      await claimJobs(db, clock.now(), { kinds: [MAIL_JOB], limit: 10, leaseMs: 1000 })
    ).filter((job) => job.payload.to === 'twice@example.com');
    await sender.handler(first!, context);
    // ...so once its lease ends another worker claims the same job and runs it again.
    clock.advance(2000);
    const [again] = (
      await claimJobs(db, clock.now(), { kinds: [MAIL_JOB], limit: 10, leaseMs: 1000 })
    ).filter((job) => job.payload.to === 'twice@example.com');
    expect(again?.id).toBe(first!.id);
    expect(again?.attempts).toBe(2);
    await sender.handler(again!, context);
    sender.close();
    await inbox.close();
    expect(inbox.for('twice@example.com')).toHaveLength(1);
    expect(inbox.mails[0]?.raw).toContain(`Message-ID: <mail-${first!.id}@b.c>`);
  });

  it('shows queued mail on the development mailbox page', async () => {
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('patient@example.com');
    expect(page.body).toContain('<a href="https://academy.example/th/reset-password?token=abc">');
  });

  it('is never mounted in production', async () => {
    const database = await createTestDatabase(driver);
    const config = {
      NODE_ENV: 'production' as const,
      LOG_LEVEL: 'silent' as const,
      TRUST_PROXY: false,
      CACHE_TTL_SECONDS: 60,
    };
    const app = await buildApp({ database, config, logger: false });
    const page = await app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('mailbox');
    await app.close();
    await database.close();
  });
});
