import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { userSubscriptions } from '../src/db/schema/index.ts';
import { userBalances } from '../src/modules/ledger/ledger.service.ts';
import { createRewardsTestApp, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

interface AuditRow {
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** A multipart body with one file field, as a browser sends it. */
function upload(bytes: Buffer) {
  const boundary = '----admin-money-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prize.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let serial = 0;
const next = (label: string) => `${label}-${(serial += 1)}-${Date.now().toString(36)}`;

export const rewardBody = (slug = next('prize')) => ({
  slug,
  type: 'physical',
  nameEn: 'Academy mug',
  nameTh: 'แก้วน้ำอะคาเดมี',
  descriptionEn: 'A ceramic mug with the academy logo.',
  descriptionTh: 'แก้วเซรามิกพร้อมโลโก้อะคาเดมี',
  costPoints: 250,
  stock: 10,
  perUserLimit: 2,
  subscriptionRequired: false,
  active: true,
  sortOrder: 5,
});

const packageBody = (slug = next('plan')) => ({
  slug,
  nameEn: 'Quarterly',
  nameTh: 'รายไตรมาส',
  descriptionEn: 'Three months of quizzes and hints.',
  descriptionTh: 'ควิซและคำใบ้สามเดือน',
  price: '12.34567891',
  durationDays: 90,
  hintsPerMonth: 5,
  mainQuizQuota: 30,
  nftMemberCard: false,
  kycRequired: true,
  newSubscribersOnly: false,
  active: true,
  sortOrder: 9,
});

describe.each(DRIVERS)('admin rewards, coupons and packages on %s', (driver) => {
  let t: RewardsTestApp;
  let admin: Headers;
  let member: Headers;
  let adminId: number;

  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
    adminId = await t.createUser({ role: 'admin', email: `treasurer-${driver}@example.com` });
    admin = await t.signIn(adminId);
    member = await t.signIn(await t.createUser());
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditRows = (where = sql`true`) =>
    queryRows<AuditRow>(t.database.db, sql`select * from audit_log where ${where} order by id`);
  const auditCount = async () => (await auditRows()).length;

  it('answers a reconcile on a site without KKUB payouts 409 with its reason, in English and Thai', async () => {
    const english = await call('POST', '/api/admin/payouts/reconcile', admin);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'PAYOUT_CHAIN_NOT_CONFIGURED',
      message: expect.stringContaining('no KKUB token'),
    });
    const thai = await call('POST', '/api/admin/payouts/reconcile', { ...admin, lang: 'th' });
    expect(thai.statusCode).toBe(409);
    expect(thai.json().message).toContain('ยังไม่ได้ตั้งค่าโทเคน KKUB');
  });

  it('creates and edits a reward, auditing both with before and after', async () => {
    const created = await call('POST', '/api/admin/rewards', admin, rewardBody('academy-mug-' + driver));
    expect(created.statusCode).toBe(200);
    const reward = created.json();
    expect(reward).toMatchObject({ nameTh: 'แก้วน้ำอะคาเดมี', stock: 10, redeemed: 0, pending: 0 });
    expect(reward.image).toBe('/rewards/reward-placeholder.svg');

    const saved = await call('PUT', `/api/admin/rewards/${reward.id}`, admin, {
      ...rewardBody(reward.slug),
      costPoints: 300,
      active: false,
    });
    expect(saved.json()).toMatchObject({ costPoints: 300, active: false });
    const rows = await auditRows(sql`target_type = 'reward' and target_id = ${String(reward.id)}`);
    expect(rows.map((row) => row.action)).toEqual(['reward.create', 'reward.update']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toMatchObject({ costPoints: 250, active: true });
    expect(rows[1]!.after).toMatchObject({ costPoints: 300, active: false });
    expect(rows[1]).toMatchObject({ actor_user_id: adminId, actor_role: 'admin' });

    // A hidden reward is no longer offered to members.
    const offered = (await call('GET', '/api/client/redeems-available', member)).json();
    expect(offered.data.map((r: { id: number }) => r.id)).not.toContain(reward.id);
  });

  it('explains bad reward input next to each field, in English and Thai, and never answers 500', async () => {
    const before = await auditCount();
    const bad = { ...rewardBody(), nameTh: '  ', stock: -1, slug: 'Not A Slug' };
    const en = await call('POST', '/api/admin/rewards', { ...admin, lang: 'en' }, bad);
    expect(en.statusCode).toBe(400);
    const fields = Object.fromEntries(
      en.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields['body.nameTh']).toBe('Please fill in this field.');
    expect(fields['body.stock']).toBe('Enter a whole number in the allowed range.');
    expect(fields['body.slug']).toMatch(/lowercase letters/);
    const th = await call('POST', '/api/admin/rewards', { ...admin, lang: 'th' }, bad);
    expect(th.json().fields.find((f: { path: string }) => f.path === 'body.nameTh').message).toBe(
      'กรุณากรอกข้อมูลในช่องนี้',
    );

    const weird: unknown[] = [
      null,
      'text',
      [],
      { ...rewardBody(), costPoints: '12' },
      { ...rewardBody(), costPoints: 1e20 },
      { ...rewardBody(), type: 'nft' },
      { ...rewardBody(), active: 'yes' },
      { ...rewardBody(), nameEn: 'x'.repeat(5000) },
    ];
    for (const payload of weird) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/rewards',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    for (const url of ['/api/admin/rewards/abc', '/api/admin/rewards/99999999999', '/api/admin/rewards/0']) {
      expect((await call('PUT', url, admin, rewardBody())).statusCode, url).toBe(400);
    }
    expect((await call('PUT', '/api/admin/rewards/999999', admin, rewardBody())).statusCode).toBe(404);

    const slug = next('twice');
    expect((await call('POST', '/api/admin/rewards', admin, rewardBody(slug))).statusCode).toBe(200);
    const again = await call('POST', '/api/admin/rewards', { ...admin, lang: 'th' }, rewardBody(slug));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields[0]).toMatchObject({ path: 'body.slug', message: 'มีรายการอื่นใช้ slug นี้แล้ว' });
    expect(await auditCount()).toBe(before + 1);
  });

  it('never lowers a reward stock below what members already redeemed', async () => {
    const created = (
      await call('POST', '/api/admin/rewards', admin, { ...rewardBody(), type: 'point' })
    ).json();
    const buyer = await t.member({ points: 1000 });
    expect((await t.submit(buyer, created.id)).statusCode).toBe(200);
    expect((await t.submit(buyer, created.id)).statusCode).toBe(200);
    const refused = await call('PUT', `/api/admin/rewards/${created.id}`, admin, {
      ...rewardBody(created.slug),
      type: 'point',
      stock: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields[0]).toMatchObject({
      path: 'body.stock',
      message: 'The stock cannot be lower than the number already redeemed.',
    });
    const ok = await call('PUT', `/api/admin/rewards/${created.id}`, admin, {
      ...rewardBody(created.slug),
      type: 'point',
      stock: 2,
    });
    expect(ok.json()).toMatchObject({ stock: 2, redeemed: 2, pending: 2 });
    // Sold out now: the next member is told so.
    expect((await t.submit(await t.member({ points: 1000 }), created.id)).statusCode).toBe(409);
  });

  it('uploads a reward picture checked like a cover, re-encoded as WebP and audited', async () => {
    const { id } = (await call('POST', '/api/admin/rewards', admin, rewardBody())).json();
    const url = `/api/admin/rewards/${id}/image`;
    const junkBody = upload(Buffer.from('not an image'));
    const junk = await t.app.inject({
      method: 'POST',
      url,
      payload: junkBody.payload,
      headers: { ...admin, ...junkBody.headers },
    });
    expect(junk.json().code).toBe('AVATAR_TYPE_INVALID');
    expect(junk.statusCode).toBe(415);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const body = upload(png);
    const good = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(good.statusCode).toBe(200);
    const image = await t.app.inject({ url: good.json().image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const listed = (await call('GET', '/api/admin/rewards', admin)).json();
    expect(listed.data.find((r: { id: number }) => r.id === id).image).toBe(good.json().image);
    const rows = await auditRows(sql`action = 'reward.image' and target_id = ${String(id)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toEqual({ image: '/rewards/reward-placeholder.svg' });
    expect((await t.app.inject({ url: '/api/client/reward-images/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/client/reward-images/987654' })).statusCode).toBe(404);
  });

  it('creates a points coupon members can use, and edits it within its uses', async () => {
    const code = `ADM${serial + 1}${driver.toUpperCase().slice(0, 2)}`;
    const created = await call('POST', '/api/admin/coupons', admin, {
      code: code.toLowerCase(),
      points: 40,
      rewardId: '',
      descriptionEn: 'Forty points',
      descriptionTh: 'สี่สิบคะแนน',
      validFrom: '2026-11-22',
      validTo: '2026-11-22',
      maxUses: 1,
      active: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code,
      points: 40,
      rewardId: null,
      validTo: '2026-11-22',
      used: 0,
    });

    const user = await t.member({ points: 0 });
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/client/coupon-codes/redeem',
      headers: user.headers,
      payload: { code },
    });
    expect(used.statusCode).toBe(200);
    expect((await userBalances(t.database.db, user.id)).points).toBe(40n);

    const id = created.json().id;
    const body = { code, points: 40, rewardId: null, validFrom: '2026-11-22', validTo: null, active: true };
    const lower = await call('PUT', `/api/admin/coupons/${id}`, admin, { ...body, maxUses: 0 });
    expect(lower.statusCode).toBe(400);
    const saved = await call('PUT', `/api/admin/coupons/${id}`, admin, { ...body, maxUses: 5 });
    expect(saved.json()).toMatchObject({ maxUses: 5, used: 1, validTo: null });
    const rows = await auditRows(sql`target_type = 'coupon' and target_id = ${String(id)}`);
    expect(rows.map((row) => row.action)).toEqual(['coupon.create', 'coupon.update']);
    expect(rows[1]!.before).toMatchObject({ maxUses: 1, validTo: '2026-11-22' });
  });

  it('refuses coupons with both or neither grant, reversed dates, a bad or taken code, or an unknown reward', async () => {
    const base = {
      code: next('GOOD').toUpperCase(),
      points: 10,
      rewardId: null,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      maxUses: 10,
      active: true,
    };
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ rewardId: 1 }, 'body.points', 'ADMIN_COUPON_GRANT_REQUIRED', 400],
      [{ points: null }, 'body.points', 'ADMIN_COUPON_GRANT_REQUIRED', 400],
      [{ validTo: '2026-11-30' }, 'body.validTo', 'ADMIN_COUPON_DATES_INVALID', 400],
      [{ validFrom: '2026-02-31' }, 'body.validFrom', 'ADMIN_DATE_INVALID', 400],
      [{ code: 'x!' }, 'body.code', 'ADMIN_COUPON_CODE_INVALID', 400],
      [{ code: 'WELCOME100' }, 'body.code', 'ADMIN_COUPON_CODE_TAKEN', 409],
      [{ points: null, rewardId: 987654 }, 'body.rewardId', 'ADMIN_REWARD_UNKNOWN', 400],
    ];
    const before = await auditCount();
    for (const [change, path, code, status] of cases) {
      const answer = await call(
        'POST',
        '/api/admin/coupons',
        { ...admin, lang: 'th' },
        { ...base, ...change },
      );
      expect(answer.statusCode, code).toBe(status);
      expect(answer.json().code, JSON.stringify(change)).toBe(code);
      expect(answer.json().fields[0].path).toBe(path);
      expect(answer.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await auditCount()).toBe(before);
  });

  it('creates packages with KUB prices of up to 8 decimals; a new price leaves bought terms alone', async () => {
    const created = await call('POST', '/api/admin/packages', admin, packageBody());
    expect(created.statusCode).toBe(200);
    const pkg = created.json();
    expect(pkg).toMatchObject({ price: '12.34567891', termsSold: 0 });
    expect((await call('GET', `/api/client/subscriptions/${pkg.id}`, member)).json().price).toBe(
      '12.34567891',
    );

    for (const price of ['1.123456789', '-1', '1e3', '', 'abc', '1,5']) {
      const bad = await call(
        'POST',
        '/api/admin/packages',
        { ...admin, lang: 'th' },
        { ...packageBody(), price },
      );
      expect(bad.statusCode, price).toBe(400);
      expect(bad.json().fields[0]).toMatchObject({
        path: 'body.price',
        message: 'กรุณากรอกราคาเป็น KUB มีทศนิยมได้ไม่เกิน 8 ตำแหน่ง เช่น 5 หรือ 0.25',
      });
    }

    const buyer = await t.member();
    const now = t.clock.now();
    await t.database.db.insert(userSubscriptions).values({
      userId: buyer.id,
      packageId: pkg.id,
      pricePaid: 1_234_567_891n,
      startsAt: now,
      endsAt: new Date(now.getTime() + 90 * 86_400_000),
      quotaTotal: 30,
      hintsPerMonth: 5,
      createdAt: now,
    });
    const saved = await call('PUT', `/api/admin/packages/${pkg.id}`, admin, {
      ...packageBody(pkg.slug),
      price: '20',
      durationDays: 30,
      mainQuizQuota: 5,
    });
    expect(saved.json()).toMatchObject({ price: '20', durationDays: 30, termsSold: 1 });
    const term = (await call('GET', '/api/client/user-subscription-infos/detail', buyer.headers)).json().data;
    expect(term).toMatchObject({ price: '12.34567891', durationDays: 90, quota: { total: 30 } });

    const rows = await auditRows(sql`target_type = 'subscription_package' and target_id = ${String(pkg.id)}`);
    expect(rows.map((row) => row.action)).toEqual(['package.create', 'package.update']);
    expect(rows[1]!.before).toMatchObject({ price: '12.34567891' });
    expect(rows[1]!.after).toMatchObject({ price: '20' });
  });
});
