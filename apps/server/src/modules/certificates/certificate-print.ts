import { readFileSync } from 'node:fs';
import { createRequire as createModuleRequire } from 'node:module';
// Renamed: the server bundle's banner already declares `createRequire` at the top level.
import { dirname, join } from 'node:path';
import type { CertificateView } from '@app/contracts/quizzes';
import type { Locale } from '@app/contracts/locale';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * The printable certificate (A4 landscape PDF) and its share image (1200x630 PNG).
 * Both draw with Sarabun from the npm package @fontsource/sarabun: its files are split by script
 * (Thai, Latin, Latin extended), so every piece of text is cut into runs, each drawn in the first
 * file that has its glyphs. Nothing is fetched at run time.
 */

type Weight = 400 | 700;
const SUBSETS = ['thai', 'latin', 'latin-ext'] as const;

interface FontFile {
  name: string;
  bytes: Buffer;
  font: fontkit.Font;
}

let fonts: Map<Weight, FontFile[]> | undefined;

function fontFiles(weight: Weight): FontFile[] {
  if (!fonts) {
    const require = createModuleRequire(import.meta.url);
    const dir = join(dirname(require.resolve('@fontsource/sarabun/package.json')), 'files');
    fonts = new Map();
    for (const w of [400, 700] as const) {
      fonts.set(
        w,
        SUBSETS.map((subset) => {
          const name = `sarabun-${subset}-${w}`;
          const bytes = readFileSync(join(dir, `sarabun-${subset}-${w}-normal.woff`));
          return { name, bytes, font: fontkit.create(bytes) as fontkit.Font };
        }),
      );
    }
  }
  return fonts.get(weight)!;
}

/** Combining marks and spaces stay in the run before them, so Thai vowels and tones shape with their consonant. */
const STAYS = /[\s\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0300-\u036f]/u;

/** Cuts text into runs that one font file can draw. */
export function textRuns(text: string, weight: Weight): { file: FontFile; text: string }[] {
  const files = fontFiles(weight);
  const runs: { file: FontFile; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0)!;
    if (last && (STAYS.test(char) || last.file.font.hasGlyphForCodePoint(codePoint))) {
      last.text += char;
      continue;
    }
    const file = files.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? files[1]!;
    runs.push({ file, text: char });
  }
  return runs;
}

const COPY = {
  en: {
    title: 'Certificate of Achievement',
    certifies: 'This certifies that',
    completed: 'has successfully completed',
    grade: 'Grade',
    issued: 'Issued on',
    issuer: 'Issued by',
    code: 'Certificate code',
    verify: 'Verify at',
    revoked: 'REVOKED',
    revokedOn: 'This certificate was revoked on',
  },
  th: {
    title: 'ประกาศนียบัตรแสดงผลสัมฤทธิ์',
    certifies: 'ขอมอบประกาศนียบัตรฉบับนี้เพื่อแสดงว่า',
    completed: 'ได้ผ่านการทดสอบ',
    grade: 'ผลการประเมิน',
    issued: 'ออกให้เมื่อวันที่',
    issuer: 'ออกโดย',
    code: 'รหัสประกาศนียบัตร',
    verify: 'ตรวจสอบได้ที่',
    revoked: 'ถูกเพิกถอน (REVOKED)',
    revokedOn: 'ประกาศนียบัตรนี้ถูกเพิกถอนเมื่อวันที่',
  },
} as const;

/** Thai dates use the Buddhist calendar (th-TH's default): 24 พฤศจิกายน 2569. */
function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}

export function verifyUrl(publicUrl: string, locale: Locale, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${locale}/verify/${code}`;
}

const INK = '#0f172a';
const MUTED = '#475569';
const PRIMARY = '#1d4ed8';
const DANGER = '#b91c1c';

export async function certificatePdf(
  certificate: CertificateView,
  locale: Locale,
  publicUrl: string,
): Promise<Buffer> {
  const copy = COPY[locale];
  const revoked = certificate.status === 'revoked';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${copy.title}: ${certificate.holderName}`,
      Author: certificate.issuer.name,
      Subject: certificate.achievement[locale],
      Keywords: certificate.code,
      Status: revoked ? 'REVOKED' : 'VALID',
    } as PDFKit.DocumentInfo,
    lang: locale === 'th' ? 'th-TH' : 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const weight of [400, 700] as const) {
    for (const file of fontFiles(weight)) doc.registerFont(file.name, file.bytes);
  }

  const width = doc.page.width;
  const height = doc.page.height;
  /** One centred line, cut into runs by script; each run drawn in its own font file. */
  const line = (text: string, y: number, size: number, options: { weight?: Weight; color?: string } = {}) => {
    const runs = textRuns(text, options.weight ?? 400);
    const widths = runs.map((run) => doc.font(run.file.name).fontSize(size).widthOfString(run.text));
    let x = (width - widths.reduce((a, b) => a + b, 0)) / 2;
    doc.fillColor(options.color ?? INK);
    runs.forEach((run, i) => {
      doc.font(run.file.name).fontSize(size).text(run.text, x, y, { lineBreak: false });
      x += widths[i]!;
    });
  };

  doc
    .lineWidth(6)
    .strokeColor(revoked ? DANGER : PRIMARY)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  line(certificate.issuer.name, 70, 16, { weight: 700, color: PRIMARY });
  line(copy.title, 105, 34, { weight: 700 });
  line(copy.certifies, 175, 16, { color: MUTED });
  line(certificate.holderName, 205, 38, { weight: 700 });
  line(copy.completed, 275, 16, { color: MUTED });
  line(certificate.achievement[locale], 302, 22, { weight: 700 });
  line(`${copy.grade}: ${certificate.grade} (${certificate.percent} %)`, 350, 18);
  line(`${copy.issued} ${formatDate(certificate.issuedAt, locale)}`, 380, 14, { color: MUTED });
  line(`${copy.issuer} ${certificate.issuer.name} (${certificate.issuer.id})`, 402, 12, { color: MUTED });
  line(`${copy.code}: ${certificate.code}`, 470, 11, { color: MUTED });
  line(`${copy.verify} ${verifyUrl(publicUrl, locale, certificate.code)}`, 488, 11, { color: PRIMARY });

  if (revoked) {
    doc.save();
    doc.rotate(-18, { origin: [width / 2, height / 2] });
    doc.lineWidth(5).strokeColor(DANGER).opacity(0.85);
    doc.rect(width / 2 - 260, height / 2 - 50, 520, 100).stroke();
    const stamp = locale === 'th' ? 36 : 56;
    line(copy.revoked, height / 2 - stamp * 0.68, stamp, { weight: 700, color: DANGER });
    doc.restore();
    const when = certificate.revokedAt ? ` ${formatDate(certificate.revokedAt, locale)}` : '';
    line(`${copy.revokedOn}${when}`, 520, 14, { weight: 700, color: DANGER });
  }

  doc.end();
  return done;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0)};`);
}

/**
 * Text as SVG paths (shaped by fontkit), so the share image never depends on the fonts installed
 * on the machine: librsvg would otherwise pick whatever fontconfig finds, often with no Thai.
 * Lines that are too wide are scaled down to fit.
 */
function svgText(
  text: string,
  options: { x: number; y: number; size: number; weight?: Weight; color: string; maxWidth: number },
): string {
  const parts: string[] = [];
  let pen = 0;
  for (const run of textRuns(text, options.weight ?? 400)) {
    const { font } = run.file;
    const layout = font.layout(run.text);
    const d: string[] = [];
    layout.glyphs.forEach((glyph, i) => {
      const position = layout.positions[i]!;
      const path = glyph.path.toSVG();
      if (path) {
        d.push(
          `<path transform="translate(${pen + position.xOffset} ${position.yOffset})" d="${escapeXml(path)}"/>`,
        );
      }
      pen += position.xAdvance;
    });
    parts.push(d.join(''));
  }
  // Every Sarabun file shares one em size, so one scale serves all runs of the line.
  const unitsPerEm = fontFiles(400)[0]!.font.unitsPerEm;
  const scale = Math.min(options.size / unitsPerEm, options.maxWidth / Math.max(pen, 1));
  // Glyph outlines point up (y grows upward); flip them onto the SVG's downward axis.
  return `<g fill="${options.color}" transform="translate(${options.x - (pen * scale) / 2} ${options.y}) scale(${scale} ${-scale})">${parts.join('')}</g>`;
}

export async function certificateOgPng(certificate: CertificateView, locale: Locale): Promise<Buffer> {
  const copy = COPY[locale];
  const revoked = certificate.status === 'revoked';
  const accent = revoked ? DANGER : PRIMARY;
  const centre = 600;
  const max = 1040;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f8fafc"/>
  <rect x="24" y="24" width="1152" height="582" rx="28" fill="#ffffff" stroke="${accent}" stroke-width="10"/>
  ${svgText(certificate.issuer.name, { x: centre, y: 110, size: 36, weight: 700, color: accent, maxWidth: max })}
  ${svgText(copy.title, { x: centre, y: 185, size: 54, weight: 700, color: INK, maxWidth: max })}
  ${svgText(certificate.holderName, { x: centre, y: 310, size: 78, weight: 700, color: INK, maxWidth: max })}
  ${svgText(certificate.achievement[locale], { x: centre, y: 390, size: 38, color: MUTED, maxWidth: max })}
  ${svgText(`${copy.grade}: ${certificate.grade} (${certificate.percent} %)`, { x: centre, y: 460, size: 36, weight: 700, color: accent, maxWidth: max })}
  ${svgText(`${copy.issued} ${formatDate(certificate.issuedAt, locale)}`, { x: centre, y: 530, size: 28, color: MUTED, maxWidth: max })}
  ${revoked ? `<g transform="rotate(-12 600 315)"><rect x="330" y="250" width="540" height="120" fill="#ffffff" fill-opacity="0.85" stroke="${DANGER}" stroke-width="8"/>${svgText(copy.revoked, { x: centre, y: 337, size: locale === 'th' ? 56 : 80, weight: 700, color: DANGER, maxWidth: 500 })}</g>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
