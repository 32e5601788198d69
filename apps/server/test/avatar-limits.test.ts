import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from './accounts-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const TOO_LARGE_EN =
  'The image is too large: at most 8000 pixels on a side and 25 megapixels in all. Please shrink it and try again.';

/** A plain image of that size: a few hundred kilobytes at most, whatever its pixel count. */
function blank(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#15803d' } });
  return (format === 'png' ? image.png({ compressionLevel: 9 }) : image[format]()).toBuffer();
}

function multipart(bytes: Buffer, contentType = 'image/png') {
  const boundary = `----kubtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DRIVERS)('avatar pixel limits on %s', (driver) => {
  let t: ProfileTestApp;
  let user: Record<string, string>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    user = await t.signIn(await t.createUser());
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer, headers: Record<string, string> = {}, contentType?: string) => {
    const form = multipart(bytes, contentType);
    return t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me/avatar',
      headers: { ...user, ...headers, ...form.headers },
      payload: form.payload,
      // Uploads are limited per address; each test upload comes from its own.
      remoteAddress: nextAddress(),
    });
  };

  it('refuses a small file that claims 7000×7000 pixels, from its header, before decoding it', async () => {
    const bytes = await blank(7000, 7000);
    expect(bytes.length).toBeLessThan(400 * 1024);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'AVATAR_DIMENSIONS_TOO_LARGE', message: TOO_LARGE_EN });
  });

  it.each([
    ['64 megapixels (PNG)', 8000, 8000, 'png'],
    ['64 megapixels (JPEG)', 8000, 8000, 'jpeg'],
    ['a side over 8000 pixels', 8001, 100, 'png'],
    ['a tall strip', 50, 9000, 'webp'],
    ['just over 25 megapixels', 5001, 5000, 'jpeg'],
  ] as const)('says why it refuses %s, in both languages', async (_name, width, height, format) => {
    const bytes = await blank(width, height, format);
    const response = await upload(bytes, {}, `image/${format}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(TOO_LARGE_EN);
    const thai = await upload(bytes, { lang: 'th' }, `image/${format}`);
    expect(thai.json().message).toBe(
      'รูปภาพมีขนาดใหญ่เกินไป: ด้านละไม่เกิน 8000 พิกเซล และรวมไม่เกิน 25 ล้านพิกเซล กรุณาลดขนาดแล้วลองใหม่อีกครั้ง',
    );
  });

  it('accepts an image right at the limits and re-encodes it to 256×256', async () => {
    for (const [width, height] of [
      [5000, 5000],
      [8000, 3000],
    ] as const) {
      const response = await upload(await blank(width, height, 'jpeg'), {}, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(200);
      const image = await t.app.inject({ url: response.json().avatarUrl });
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
    }
  });

  it('still calls a file that is no image at all by its name', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const response = await upload(fake);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('AVATAR_TYPE_INVALID');
  });
});
