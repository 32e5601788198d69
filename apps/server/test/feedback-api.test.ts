import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { FEEDBACK_RATE_LIMIT } from '../src/modules/discovery/discovery.routes.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('POST /api/client/feedbacks on %s', (driver) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  /** Each call comes from its own address unless told otherwise, so the rate limit stays out of the way. */
  const send = async (
    payload: unknown,
    options: { lang?: string; from?: string; headers?: Record<string, string> } = {},
  ) => {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/feedbacks',
      remoteAddress: options.from ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
      headers: { lang: options.lang ?? 'en', ...options.headers },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  const latest = async () =>
    (await t.database.db.select().from(feedbacks).orderBy(desc(feedbacks.id)).limit(1))[0];

  it('stores a content request from a visitor with its language and no user', async () => {
    const { status, body } = await send(
      {
        type: 'content-request',
        topic: 'new-article',
        message: '  Please explain how rollups post data to Ethereum.\r\nThanks!  ',
      },
      { lang: 'th' },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'content-request', topic: 'new-article' });
    const row = await latest();
    expect(row).toMatchObject({
      id: body.id,
      type: 'content-request',
      topic: 'new-article',
      locale: 'th',
      userId: null,
      message: 'Please explain how rollups post data to Ethereum.\nThanks!',
    });
  });

  it('remembers the signed-in sender', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: `feedback-${driver}@example.com`, emailVerifiedAt: new Date() })
      .returning();
    const { token } = await createSession(t.database.db, systemClock, user!.id);
    const { status } = await send(
      { type: 'feedback', topic: 'website', message: 'ขอบคุณสำหรับบทความดี ๆ ครับ' },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(status).toBe(201);
    expect((await latest())?.userId).toBe(user!.id);
  });

  it('accepts exactly 1000 characters', async () => {
    const { status } = await send({ type: 'feedback', topic: 'other', message: 'ก'.repeat(1000) });
    expect(status).toBe(201);
  });

  it.each([
    [
      'a missing topic',
      { type: 'feedback', message: 'Hello' },
      'FEEDBACK_TOPIC_REQUIRED',
      'Please select your topic',
      'body.topic',
    ],
    [
      'an empty topic',
      { type: 'feedback', topic: '', message: 'Hello' },
      'FEEDBACK_TOPIC_REQUIRED',
      'Please select your topic',
      'body.topic',
    ],
    [
      'an unknown topic',
      { type: 'feedback', topic: 'lottery', message: 'Hello' },
      'FEEDBACK_TOPIC_REQUIRED',
      'Please select your topic',
      'body.topic',
    ],
    [
      'a missing message',
      { type: 'feedback', topic: 'other' },
      'FEEDBACK_MESSAGE_REQUIRED',
      'Please input your message',
      'body.message',
    ],
    [
      'an empty message',
      { type: 'feedback', topic: 'other', message: '' },
      'FEEDBACK_MESSAGE_REQUIRED',
      'Please input your message',
      'body.message',
    ],
    [
      'a 1,001-character message',
      { type: 'feedback', topic: 'other', message: 'a'.repeat(1001) },
      'FEEDBACK_MESSAGE_TOO_LONG',
      'Message maximum 1000 digit',
      'body.message',
    ],
    [
      'a whitespace-only message',
      { type: 'feedback', topic: 'other', message: ' \n\t  ' },
      'FEEDBACK_MESSAGE_INVALID',
      'Message is invalid',
      'body.message',
    ],
    [
      'a message of control characters',
      { type: 'feedback', topic: 'other', message: '\u0000\u0007\u200b' },
      'FEEDBACK_MESSAGE_INVALID',
      'Message is invalid',
      'body.message',
    ],
    [
      'HTML in the message',
      { type: 'feedback', topic: 'other', message: 'Nice <script>alert(1)</script>' },
      'FEEDBACK_MESSAGE_INVALID',
      'Message is invalid',
      'body.message',
    ],
    [
      'an HTML tag with attributes',
      { type: 'feedback', topic: 'other', message: 'see <img src=x onerror=alert(1)>' },
      'FEEDBACK_MESSAGE_INVALID',
      'Message is invalid',
      'body.message',
    ],
  ])('refuses %s with the spec message, next to the field', async (_name, payload, code, message, path) => {
    const before = await latest();
    const { status, body } = await send(payload);
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    expect(body.message).toBe(message);
    expect(body.fields).toContainEqual(expect.objectContaining({ path, message }));
    expect((await latest())?.id).toBe(before?.id);
  });

  it('keeps maths like "a < b" and gives both field errors at once, in Thai', async () => {
    expect((await send({ type: 'feedback', topic: 'other', message: 'if a < b and b > c' })).status).toBe(
      201,
    );
    const { status, body } = await send({ type: 'feedback', topic: '', message: '' }, { lang: 'th' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'FEEDBACK_TOPIC_REQUIRED', message: 'กรุณาเลือกหัวข้อของคุณ' });
    expect(body.fields).toEqual([
      expect.objectContaining({ path: 'body.topic', message: 'กรุณาเลือกหัวข้อของคุณ' }),
      expect.objectContaining({ path: 'body.message', message: 'กรุณากรอกข้อความของคุณ' }),
    ]);
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await send({ type: 'complaint', topic: 'other', message: 'Hello' });
    expect(status).toBe(400);
    expect(body.fields[0].path).toBe('body.type');
  });

  it('limits one address and answers 429 with Retry-After, while other addresses still get through', async () => {
    const from = '192.0.2.77';
    const good = { type: 'feedback', topic: 'other', message: 'One more idea' };
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i++) expect((await send(good, { from })).status).toBe(201);
    const refused = await send(good, { from, lang: 'th' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.database.db.select().from(feedbacks).where(eq(feedbacks.message, 'One more idea'));
    expect(stored).toHaveLength(FEEDBACK_RATE_LIMIT.max);
    expect((await send(good, { from: '192.0.2.78' })).status).toBe(201);
  });
});
