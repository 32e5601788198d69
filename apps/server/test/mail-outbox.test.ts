import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { enqueueMail } from '../src/modules/mail/mail-outbox.ts';
import { accountMail } from '../src/modules/mail/mail-templates.ts';
import { MailWorker } from '../src/modules/mail/mail-worker.ts';
import { MailInbox } from './mail-inbox.ts';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const silent = { warn: () => {}, error: () => {} } as never;

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

    const down = new MailWorker({
      db,
      clock,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'a@b.c',
      log: silent,
    });
    expect(await down.drain()).toBe(0);
    await down.stop();
    const [kept] = await db.select().from(mailOutbox);
    expect(kept).toMatchObject({ sentAt: null, attempts: 1 });
    expect(kept?.lastError).toBeTruthy();

    const inbox = new MailInbox();
    const worker = new MailWorker({ db, clock, smtpUrl: await inbox.start(), from: 'a@b.c', log: silent });
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
    const [sent] = await db.select().from(mailOutbox);
    expect(sent?.sentAt).not.toBeNull();
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
