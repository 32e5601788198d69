import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../src/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----kubtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DRIVERS)('profile API on %s', (driver) => {
  let t: ProfileTestApp;
  let userId: number;
  let user: Record<string, string>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    userId = await t.createUser({ email: 'profile.owner@example.com' });
    user = await t.signIn(userId);
  });
  afterAll(() => t.close());

  const patch = (payload: object, headers: Record<string, string> = user) =>
    t.app.inject({ method: 'PATCH', url: '/api/client/user-clients/me/profile', headers, payload });

  it('returns the profile with point 0 and a KUB balance of 0; visitors get 401', async () => {
    const response = await t.app.inject({ url: '/api/client/v2/profile', headers: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: userId,
      email: 'profile.owner@example.com',
      point: 0,
      kubBalance: '0',
      avatarUrl: null,
      bkNext: null,
    });
    const balance = await t.app.inject({ url: '/api/client/v2/profile/kub-balance', headers: user });
    expect(balance.json()).toEqual({ kubBalance: '0' });
    const visitor = await t.app.inject({ url: '/api/client/v2/profile' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in before continuing.');
  });

  it('saves every field, normalises phone and wallet, and clears a field sent blank', async () => {
    const provinces = (await t.app.inject({ url: '/api/client/provinces' })).json().data;
    const response = await patch({
      firstName: ' Somsri ',
      surname: 'Deejai',
      phishingWord: 'mango42',
      phone: '+66 81 234 5678',
      address: '99/1 Sukhumvit Road',
      district: 'Khlong Toei',
      provinceId: provinces[0].id,
      postcode: '10110',
      walletAddress: '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
      remark: 'Prefers Thai',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Somsri',
      phone: '0812345678',
      provinceId: provinces[0].id,
      walletAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
    });
    const cleared = await patch({ remark: '', district: null });
    expect(cleared.json()).toMatchObject({ remark: null, district: null, firstName: 'Somsri' });
  });

  it.each([
    [
      { phone: '0212345678' },
      'PROFILE_PHONE_INVALID',
      'Please enter a Thai mobile number such as 0812345678 or +66812345678.',
    ],
    [
      { phone: '08123' },
      'PROFILE_PHONE_INVALID',
      'Please enter a Thai mobile number such as 0812345678 or +66812345678.',
    ],
    [{ postcode: '1011' }, 'PROFILE_POSTCODE_INVALID', 'Postcode must be 5 digits.'],
    [{ postcode: 'abcde' }, 'PROFILE_POSTCODE_INVALID', 'Postcode must be 5 digits.'],
    [{ provinceId: 99999 }, 'PROFILE_PROVINCE_INVALID', 'Please choose a province from the list.'],
    [{ provinceId: 'x' }, 'PROFILE_PROVINCE_INVALID', 'Please choose a province from the list.'],
    [
      { walletAddress: '0x1234' },
      'WALLET_ADDRESS_INVALID',
      'Please enter a valid wallet address (0x followed by 40 hexadecimal characters).',
    ],
    // Mixed case with a wrong EIP-55 checksum (one letter's case flipped).
    [
      { walletAddress: '0xAB5801a7D398351b8bE11C439e05C5B3259aeC9B' },
      'WALLET_ADDRESS_INVALID',
      'Please enter a valid wallet address (0x followed by 40 hexadecimal characters).',
    ],
    [{ firstName: 'a'.repeat(101) }, 'PROFILE_FIRST_NAME_TOO_LONG', 'Name must be at most 100 characters.'],
    [{ surname: 'a'.repeat(101) }, 'PROFILE_SURNAME_TOO_LONG', 'Surname must be at most 100 characters.'],
    [
      { phishingWord: 'two words' },
      'PROFILE_PHISHING_WORD_INVALID',
      'The phishing word must be one word of at most 30 letters or digits.',
    ],
    [{ address: 'a'.repeat(301) }, 'PROFILE_ADDRESS_TOO_LONG', 'Address must be at most 300 characters.'],
    [{ district: 'a'.repeat(101) }, 'PROFILE_DISTRICT_TOO_LONG', 'District must be at most 100 characters.'],
    [{ remark: 'a'.repeat(501) }, 'PROFILE_REMARK_TOO_LONG', 'Remark must be at most 500 characters.'],
  ])('refuses %j with %s and a message', async (payload, code, message) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('never drops a proven wallet silently: another address is refused until the change is confirmed', async () => {
    const owner = await t.createUser({ email: 'proven.owner@example.com' });
    const headers = await t.signIn(owner);
    const proven = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
    const provenAt = new Date('2026-01-02T03:04:05Z');
    await t.database.db
      .update(users)
      .set({ walletAddress: proven, walletProvenAt: provenAt })
      .where(eq(users.id, owner));
    const stored = async () =>
      (await t.app.inject({ url: '/api/client/v2/profile', headers })).json() as {
        walletAddress: string | null;
        walletProvenAt: string | null;
      };
    expect(await stored()).toMatchObject({ walletAddress: proven, walletProvenAt: provenAt.toISOString() });

    // The same address (in any case) keeps the proof; other fields save as usual.
    const same = await patch({ walletAddress: proven.toLowerCase(), firstName: 'Kept' }, headers);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ walletProvenAt: provenAt.toISOString(), firstName: 'Kept' });

    for (const walletAddress of ['0x52908400098527886E0F7030069857D2E4169EE7', '']) {
      const refused = await patch({ walletAddress, firstName: 'Lost' }, { ...headers, lang: 'th' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PROFILE_WALLET_PROOF_WOULD_DROP' });
      expect(refused.json().message).toContain('กรุณายืนยันการเปลี่ยนแปลง');
      // Nothing of the refused save is written.
      expect(await stored()).toMatchObject({ walletAddress: proven, walletProvenAt: provenAt.toISOString() });
    }
    expect((await stored()) as object).toMatchObject({ firstName: 'Kept' });

    const confirmed = await patch(
      { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', confirmWalletChange: true },
      headers,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      walletProvenAt: null,
    });
    // An unproven address can be changed freely.
    const free = await patch({ walletAddress: '' }, headers);
    expect(free.json()).toMatchObject({ walletAddress: null, walletProvenAt: null });
  });

  it('explains a field error in Thai too, naming the field', async () => {
    const response = await patch({ postcode: '12' }, { ...user, lang: 'th' });
    expect(response.json().message).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
    expect(response.json().fields[0]).toMatchObject({
      path: 'body.postcode',
      message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    });
  });

  it('re-encodes a real PNG to a 256×256 WebP avatar served with caching headers', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    const form = multipart('me.png', 'image/png', png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { avatarUrl } = upload.json();
    expect(avatarUrl).toMatch(new RegExp(`^/api/client/user-clients/${userId}/avatar\\?v=\\d+$`));

    const image = await t.app.inject({ url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const again = await t.app.inject({
      url: avatarUrl,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/client/v2/profile', headers: user })).json().avatarUrl).toBe(
      avatarUrl,
    );
  });

  it('refuses a file that only pretends to be an image by its name', async () => {
    const fake = Buffer.from('<?php echo "not an image"; ?>'.repeat(20));
    const form = multipart('cat.png', 'image/png', fake);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('AVATAR_TYPE_INVALID');
  });

  it('asks to shrink an image over 5 MB and retry', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const form = multipart('big.jpg', 'image/jpeg', big);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'AVATAR_TOO_LARGE',
      message: 'The image is larger than 5 MB. Please shrink it and try again.',
    });
  });

  it('answers a broken form with 400, not 500', async () => {
    const form = multipart('a.png', 'image/png', Buffer.alloc(10));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: { ...user, 'content-type': 'multipart/form-data; boundary=other' },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a user without an avatar and 401 for a visitor upload', async () => {
    const other = await t.createUser();
    expect((await t.app.inject({ url: `/api/client/user-clients/${other}/avatar` })).statusCode).toBe(404);
    const form = multipart('a.png', 'image/png', Buffer.alloc(10));
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: form.headers,
      payload: form.payload,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('counts users who signed in within the last 24 hours', async () => {
    const before = (await t.app.inject({ url: '/api/client/user-clients/active-users' })).json();
    expect(before.windowHours).toBe(24);
    await t.signIn(await t.createUser());
    const after = (await t.app.inject({ url: '/api/client/user-clients/active-users' })).json();
    expect(after.count).toBe(before.count + 1);
    t.clock.advance(25 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/client/user-clients/active-users' })).json().count).toBe(0);
  });
});
