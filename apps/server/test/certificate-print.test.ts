import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/certificates';

/** How pdfkit writes a non-ASCII string in the document info: UTF-16BE after a byte order mark. */
function pdfUtf16(text: string): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  const be = le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1]!);
  // Escaped as PDF string bytes: \n \r \t \b \f ( ) and backslash get a backslash.
  const escapes: Record<number, number> = {
    10: 110,
    13: 114,
    9: 116,
    8: 98,
    12: 102,
    40: 40,
    41: 41,
    92: 92,
  };
  return Buffer.from([...be].flatMap((byte) => (byte in escapes ? [92, escapes[byte]!] : [byte])));
}

describe.each(DRIVERS)('certificate print and share on %s', (driver) => {
  let t: ProfileTestApp;
  let english: string;
  let thai: string;

  async function certificateFor(firstName: string): Promise<string> {
    const taker = await quizTaker(t, { firstName });
    const quizId = await quizIdOf(t, 'how-to-keep-your-crypto-safe-quiz');
    await answerAll(t, taker, quizId, [1]);
    const result = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, taker.headers, {});
    return result.body.certificateCode as string;
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      bytes: response.rawPayload,
    };
  }

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    english = await certificateFor('Ploy');
    thai = await certificateFor('สมหญิง');
  });
  afterAll(() => t.close());

  it('prints an English PDF with the holder, grade and verify address', async () => {
    const pdf = await get(`${API}/${english}/certificate.pdf?lang=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdf.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Certificate of Achievement: Ploy Rakdee)');
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Sarabun-Bold/);
    // A4 landscape.
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(text).not.toContain('REVOKED');
  });

  it('prints a Thai PDF with the Thai font embedded and the Thai name in its info', async () => {
    const pdf = await get(`${API}/${thai}/certificate.pdf?lang=th`);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.bytes.toString('latin1');
    // The Thai glyphs come from Sarabun's Thai file, embedded as a font program.
    expect(text.match(/\/FontName \/[A-Z]{6}\+Sarabun-(Regular|Bold)/g)!.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('/FontFile2');
    expect(text).toContain('/ToUnicode');
    expect(pdf.bytes.includes(pdfUtf16('ประกาศนียบัตรแสดงผลสัมฤทธิ์: สมหญิง Rakdee'))).toBe(true);
    expect(pdf.bytes.includes(pdfUtf16('ผ่านแบบทดสอบ “เก็บคริปโตให้ปลอดภัย”'))).toBe(true);
  });

  it('draws a 1200x630 share image', async () => {
    for (const [code, lang] of [
      [english, 'en'],
      [thai, 'th'],
    ] as const) {
      const png = await get(`${API}/${code}/og.png?lang=${lang}`);
      expect(png.status).toBe(200);
      expect(png.type).toBe('image/png');
      const meta = await sharp(png.bytes).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // The name is drawn: the image has dark ink in the holder's line, not only the frame.
      const { data, info } = await sharp(png.bytes)
        .extract({ left: 100, top: 230, width: 1000, height: 90 })
        .flatten({ background: '#ffffff' })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const dark = data.filter((v) => v < 80).length;
      expect(dark / (info.width * info.height)).toBeGreaterThan(0.02);
    }
  });

  it('answers 404 with a clear message in English or Thai for an unknown code', async () => {
    const unknown = 'A'.repeat(32);
    for (const url of [
      `${API}/${unknown}/certificate.pdf`,
      `${API}/${unknown}/og.png`,
      `${API}/nope/og.png`,
    ]) {
      const en = await get(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
      expect(en.status).toBe(404);
      expect(JSON.parse(en.bytes.toString())).toMatchObject({
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'No certificate has this code.',
      });
      const th = await get(`${url}?lang=th`);
      expect(th.status).toBe(404);
      expect(JSON.parse(th.bytes.toString()).message).toBe('ไม่พบใบประกาศนียบัตรที่มีรหัสนี้');
    }
    const badLang = await get(`${API}/${english}/certificate.pdf?lang=fr`);
    expect(badLang.status).toBe(400);
  });

  it('says REVOKED on a revoked certificate', async () => {
    await t.database.db.execute(sql`update certificates set revoked_at = now() where code = ${english}`);
    const pdf = await get(`${API}/${english}/certificate.pdf?lang=en`);
    expect(pdf.status).toBe(200);
    // The stamp's text is in a compressed content stream; the document info says it too.
    const text = pdf.bytes.toString('latin1');
    expect(text).toContain('(REVOKED)');
    const png = await get(`${API}/${english}/og.png`);
    const { data } = await sharp(png.bytes)
      .extract({ left: 560, top: 300, width: 80, height: 30 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Red ink of the stamp in the middle of the image.
    let red = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! > 150 && data[i + 1]! < 80) red++;
    expect(red).toBeGreaterThan(20);
  });
});
