/**
 * Renders the app icons (public/icons/*.png) from public/favicon.svg in Chromium. Run it once
 * after the mark changes and commit the PNGs: `npx tsx apps/web/scripts/render-app-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = resolve(import.meta.dirname, '../public');
const svg = readFileSync(resolve(PUBLIC, 'favicon.svg'), 'utf8');
// The mark without its rounded tile, for icons whose tile the platform shapes (maskable, Apple).
const glyph = svg.replace(/<rect[^>]*\/>/, '');
const GREEN = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#05964f';

const ICONS = [
  // "any": the tile as drawn, corners transparent.
  {
    file: 'icon-192.png',
    size: 192,
    html: (s: number) => `<img src="${dataUrl(svg)}" width="${s}" height="${s}">`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    html: (s: number) => `<img src="${dataUrl(svg)}" width="${s}" height="${s}">`,
  },
  // Maskable: full bleed, the mark inside the central safe circle (80% of the width).
  { file: 'icon-maskable-512.png', size: 512, html: (s: number) => tile(s, 0.62) },
  // Apple rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, html: (s: number) => tile(s, 0.78) },
];

function dataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
}

function tile(size: number, scale: number): string {
  const inner = Math.round(size * scale);
  return `<div style="width:${size}px;height:${size}px;background:${GREEN};display:grid;place-items:center"><img src="${dataUrl(glyph)}" width="${inner}" height="${inner}"></div>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.html(icon.size)}</body></html>`,
    );
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.screenshot({ path: resolve(PUBLIC, 'icons', icon.file), omitBackground: true });
    await page.close();
    console.log(`icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
