import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse with its default mobile form
 * factor and simulated throttling on the main public pages, served by the production build, plus
 * the gzipped JavaScript the article page loads. LH_RUNS sets runs per page (median by
 * performance score, default 3); reports go to test-output/lighthouse/.
 *
 * LH_THROTTLING=devtools applies the same mobile network and CPU limits to the browser while it
 * loads the page, instead of simulating them afterwards from an unthrottled load. On localhost the
 * unthrottled load has every script downloaded before the first paint, so the simulation counts
 * them as needed for it; the applied run shows what a reader on that network would see.
 */

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT_DIR = join(ROOT, 'apps/web/build/client');
const REPORT_DIR = join(ROOT, 'test-output/lighthouse');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 1);
const THROTTLING = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const TARGET = { performance: 95, accessibility: 100, articleJsKb: 150 };
const ARTICLE_PATH = '/en/articles/what-is-bitcoin';
const PAGES = [
  { name: 'home (en)', path: '/en' },
  { name: 'article list', path: '/en/articles' },
  { name: 'article detail', path: ARTICLE_PATH },
  { name: 'glossary', path: '/en/glossary' },
  { name: 'home (th)', path: '/th' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Audits that lost points: failing a11y/best-practices/SEO checks and perf opportunities. */
function problems(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (id === 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      const unscored = ref.weight === 0 && id !== 'performance' ? ' [weight 0, not scored]' : '';
      lines.push(`  [${id}] ${ref.id}: ${audit.title}${detail}${unscored}`);
    }
  }
  return lines;
}

/** Script bytes the browser fetched during the Lighthouse run (transfer size, as served). */
function scriptTransfer(lhr: Result) {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? details.items : [];
  let bytes = 0;
  let count = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    count += 1;
    bytes += Number(item.transferSize ?? 0);
  }
  return { bytes, count };
}

/**
 * The JS files the server-rendered article page makes the browser load: its modulepreload links
 * and the modules its inline bootstrap script imports (route modules and the client entry),
 * gzipped from the build output at zlib's default level.
 */
async function articleJs(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}${ARTICLE_PATH}`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]);
  const bootstrap = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  const imports = bootstrap.flatMap((code) =>
    [...(code ?? '').matchAll(/(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const files = [...new Set([...preloads, ...imports])].filter((file) => file !== undefined);
  if (files.length === 0) throw new Error(`no scripts found in ${ARTICLE_PATH}`);
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const source = await readFile(join(CLIENT_DIR, file));
    raw += source.length;
    gzipped += gzipSync(source).length;
  }
  return { files: files.length, raw, gzipped };
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, seen with newer Chromium) is retried. */
async function audit(url: string, flags: Flags, attempts = 3): Promise<{ lhr: Result; report: string }> {
  const result = await lighthouse(url, flags);
  const error = result
    ? result.lhr.runtimeError
    : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (result && !error) return { lhr: result.lhr, report: String(result.report) };
  if (attempts <= 1) throw new Error(`${url}: ${error?.code} ${error?.message}`);
  console.warn(`${url}: ${error?.code}, retrying`);
  return audit(url, flags, attempts - 1);
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const server = await startProductionServer();
const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
let missed = false;
try {
  await mkdir(REPORT_DIR, { recursive: true });
  // Server rendering and the JIT warm up before anything is measured.
  for (const page of PAGES)
    for (let i = 0; i < 3; i += 1) await (await fetch(`${server.url}${page.path}`)).text();

  const flags: Flags = {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    throttlingMethod: THROTTLING,
  };
  const rows = [['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'targets']];
  const details: string[] = [];
  let articleScripts = { bytes: 0, count: 0 };
  for (const page of PAGES) {
    const runs: { lhr: Result; report: string }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${server.url}${page.path}`, flags));
    }
    runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const { lhr, report } = runs[Math.floor(runs.length / 2)]!;
    const slug = page.path.replaceAll('/', '_').replace(/^_/, '');
    await writeFile(join(REPORT_DIR, `${slug}.html`), report);
    await writeFile(join(REPORT_DIR, `${slug}.json`), JSON.stringify(lhr));

    const perf = score(lhr, 'performance');
    const a11y = score(lhr, 'accessibility');
    const ok = perf >= TARGET.performance && a11y >= TARGET.accessibility;
    missed ||= !ok;
    rows.push([
      page.name,
      String(perf),
      String(a11y),
      String(score(lhr, 'best-practices')),
      String(score(lhr, 'seo')),
      `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
      metric(lhr, 'cumulative-layout-shift').toFixed(3),
      ok ? 'met' : 'MISSED',
    ]);
    const perfRuns = runs.map((r) => score(r.lhr, 'performance')).join(', ');
    details.push(`${page.name} ${page.path} (performance over ${RUNS} runs: ${perfRuns})`, ...problems(lhr));
    if (page.path === ARTICLE_PATH) articleScripts = scriptTransfer(lhr);
  }

  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile, ${THROTTLING === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling`,
  );
  console.log(`targets: performance >= ${TARGET.performance}, accessibility ${TARGET.accessibility}\n`);
  printTable(rows);
  console.log('\nAudits that lost points:');
  for (const line of details) console.log(line);

  const js = await articleJs(server.url);
  const jsOk = js.gzipped / 1024 <= TARGET.articleJsKb;
  missed ||= !jsOk;
  console.log(
    `\nJS for ${ARTICLE_PATH}: ${js.files} files, ${kb(js.gzipped)} KB gzipped (${js.gzipped} bytes; ${kb(js.raw)} KB raw); ` +
      `target <= ${TARGET.articleJsKb} KB gzipped: ${jsOk ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  Lighthouse saw ${articleScripts.count} script requests, ${kb(articleScripts.bytes)} KB transferred as served`,
  );
  console.log(`\nReports: ${REPORT_DIR}`);
} finally {
  chrome.kill();
  await server.stop();
}
if (missed) process.exitCode = 1;
