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
 * loads the page, instead of simulating them afterwards from an unthrottled load: what a reader
 * on that network would see. LH_PAGES (names or paths, comma-separated) measures only those pages.
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
const ALL_PAGES = [
  { name: 'home (en)', path: '/en' },
  { name: 'article list', path: '/en/articles' },
  { name: 'article detail', path: ARTICLE_PATH },
  { name: 'glossary', path: '/en/glossary' },
  { name: 'home (th)', path: '/th' },
];
const only = process.env.LH_PAGES?.split(',').map((name) => name.trim());
const PAGES = only
  ? ALL_PAGES.filter((page) => only.includes(page.name) || only.includes(page.path))
  : ALL_PAGES;
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

/** The scripts the browser fetched during a Lighthouse run: their paths and transfer size as served. */
function scriptsLoaded(lhr: Result) {
  const details = lhr.audits['network-requests']?.details;
  const items: Record<string, unknown>[] = details && 'items' in details ? details.items : [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    paths: scripts.map((item) => new URL(String(item.url)).pathname),
    transferred: scripts.reduce((sum: number, item) => sum + Number(item.transferSize ?? 0), 0),
  };
}

/**
 * Every script the article page loaded in the Lighthouse run (React, the router, the route's
 * modules and the language's message catalogues), gzipped from the build output at zlib's
 * default level, so the figure does not depend on how the server compressed them.
 */
async function gzippedSize(paths: string[]) {
  let raw = 0;
  let gzipped = 0;
  for (const path of new Set(paths)) {
    const source = await readFile(join(CLIENT_DIR, path));
    raw += source.length;
    gzipped += gzipSync(source).length;
  }
  return { raw, gzipped };
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
  let articleScripts: ReturnType<typeof scriptsLoaded> | undefined;
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
    if (page.path === ARTICLE_PATH) articleScripts = scriptsLoaded(lhr);
  }

  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile, ${THROTTLING === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling`,
  );
  console.log(`targets: performance >= ${TARGET.performance}, accessibility ${TARGET.accessibility}\n`);
  printTable(rows);
  console.log('\nAudits that lost points:');
  for (const line of details) console.log(line);

  if (articleScripts) {
    const js = await gzippedSize(articleScripts.paths);
    const jsOk = js.gzipped / 1024 <= TARGET.articleJsKb;
    missed ||= !jsOk;
    console.log(
      `\nJS for ${ARTICLE_PATH}: ${articleScripts.paths.length} files, ${kb(js.gzipped)} KB gzipped ` +
        `(${js.gzipped} bytes; ${kb(js.raw)} KB raw; ${kb(articleScripts.transferred)} KB transferred as served, ` +
        `headers included); target <= ${TARGET.articleJsKb} KB gzipped: ${jsOk ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`\nReports: ${REPORT_DIR}`);
} finally {
  chrome.kill();
  await server.stop();
}
if (missed) process.exitCode = 1;
