import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:weight` (builds first): what a first visit to each public page downloads, in
 * Chromium against the production build. For each page: the HTML as served (raw and gzipped),
 * every script the page loads until it is interactive (React, the router, the route's modules,
 * the language's catalogues) and every stylesheet, gzipped from the build output at zlib's default
 * level so the figure does not depend on how the server compressed them. WEIGHT_FILES=1 also
 * lists each page's scripts by size.
 */

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT_DIR = join(ROOT, 'apps/web/build/client');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The goals: scripts of the article page, and any one HTML response. */
const TARGET = { articleJsBytes: 100 * 1024, htmlBytes: 100 * 1024 };
const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'article', path: '/en/articles/what-is-bitcoin' },
  { name: 'article list', path: '/en/articles' },
  { name: 'glossary (en)', path: '/en/glossary' },
  { name: 'glossary (th)', path: '/th/glossary' },
];

interface Weight {
  name: string;
  htmlRaw: number;
  htmlGzip: number;
  scripts: number;
  jsGzip: number;
  cssGzip: number;
  /** Each script's gzipped bytes, largest first. */
  files: [string, number][];
}

async function gzippedFile(path: string): Promise<number> {
  return gzipSync(await readFile(join(CLIENT_DIR, path))).length;
}

async function weigh(baseUrl: string, page: (typeof PAGES)[number]): Promise<Weight> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const tab = await context.newPage();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseUrl) return;
      if (request.resourceType() === 'script') scripts.add(url.pathname);
      if (request.resourceType() === 'stylesheet') styles.add(url.pathname);
    });
    const response = await tab.goto(`${baseUrl}${page.path}`);
    if (!response?.ok()) throw new Error(`${page.path}: ${response?.status()}`);
    const html = await response.body();
    await tab.locator('body[data-hydrated]').waitFor({ timeout: 30_000 });
    // Scripts fetched right after hydration (a language's catalogs) count; a page that keeps
    // polling (market prices) never goes idle, so this waits a bounded time.
    await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const files: [string, number][] = [];
    for (const path of scripts) files.push([path, await gzippedFile(path)]);
    files.sort((a, b) => b[1] - a[1]);
    const jsGzip = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    let cssGzip = 0;
    for (const path of styles) cssGzip += await gzippedFile(path);
    return {
      name: page.name,
      htmlRaw: html.length,
      htmlGzip: gzipSync(html).length,
      scripts: scripts.size,
      jsGzip,
      cssGzip,
      files,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startProductionServer();
try {
  const rows: Weight[] = [];
  for (const page of PAGES) rows.push(await weigh(server.url, page));
  const table = [
    ['page', 'HTML', 'HTML gzip', 'scripts', 'JS gzip', 'CSS gzip'],
    ...rows.map((row) => [
      row.name,
      kb(row.htmlRaw),
      kb(row.htmlGzip),
      String(row.scripts),
      kb(row.jsGzip),
      kb(row.cssGzip),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const [index, row] of table.entries()) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  if (process.env.WEIGHT_FILES) {
    for (const row of rows) {
      console.log(`\n${row.name}:`);
      for (const [path, bytes] of row.files) console.log(`  ${kb(bytes).padStart(9)}  ${path}`);
    }
  }
  console.log('\nbytes per page (JS gzip, HTML raw):');
  for (const row of rows) console.log(`${row.name}: js=${row.jsGzip} html=${row.htmlRaw}`);
  const article = rows.find((row) => row.name === 'article')!;
  const heaviest = rows.reduce((a, b) => (b.htmlRaw > a.htmlRaw ? b : a));
  console.log(
    `\narticle JS ${kb(article.jsGzip)} (goal <= ${kb(TARGET.articleJsBytes)}): ${article.jsGzip <= TARGET.articleJsBytes ? 'ok' : 'OVER'}`,
  );
  console.log(
    `largest HTML ${heaviest.name} ${kb(heaviest.htmlRaw)} (goal < ${kb(TARGET.htmlBytes)}): ${heaviest.htmlRaw < TARGET.htmlBytes ? 'ok' : 'OVER'}`,
  );
} finally {
  await server.stop();
}
