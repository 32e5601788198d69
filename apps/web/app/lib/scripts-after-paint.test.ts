import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  bootstrapAsFunction,
  scriptsAfterFirstPaint,
  scriptsAfterFirstPaintIn,
} from './scripts-after-paint.server.ts';

const rewrite = (chunks: (string | Buffer)[]) =>
  text(
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(
      scriptsAfterFirstPaint(),
    ),
  );

const head =
  '<html><head><title>ไทย</title><link rel="modulepreload" href="/assets/a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" fetchpriority="high" href="/assets/b.js"/><link rel="preload" href="/font.woff2"/></head>';
const bootstrap =
  ';\nimport * as route0 from "/assets/a.js";\nimport * as route1 from "/assets/c.js";\n' +
  'window.x = "</scr" + "ipt>";\nwindow.modules = { root: route0, page: route1 };\nimport("/assets/b.js");';
const body =
  `<body><main>Text</main><script nonce="n0nce">scroll()</script>` +
  `<script nonce="n0nce" type="module" async="">${bootstrap}</script>` +
  `<script nonce="n0nce">stream()</script></body></html>`;

interface Browser {
  visibilityState: 'visible' | 'hidden';
  /** Whether the browser reports paints to a PerformanceObserver. */
  paintTiming: boolean;
}

/**
 * Runs the rewritten bootstrap against a minimal browser. Returns what it appended to the head,
 * the modules it imported (a vm context has no module loader, so `import(` calls a recorder), and
 * the callbacks it is waiting on, to be fired by the test in the order a browser would.
 */
function runLoader(html: string, browser: Browser) {
  const code = /<script nonce="n0nce">(\(\(run, modules\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('no loader in the page');
  const appended: Record<string, string>[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const paints: ((names: string[]) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = browser.paintTiming ? ['paint', 'navigation'] : ['navigation'];
    disconnected = false;
    constructor(
      private readonly callback: (
        list: { getEntriesByName: (name: string) => unknown[] },
        observer: PerformanceObserver,
      ) => void,
    ) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      paints.push((names) => {
        if (this.disconnected) return;
        this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const window: Record<string, unknown> = {};
  runInNewContext(code.replaceAll('import(', 'loadModule('), {
    window,
    loadModule: (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({ specifier });
    },
    document: {
      visibilityState: browser.visibilityState,
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, string>) => appended.push({ ...element }) },
    },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  });
  const paint = (...names: string[]) => paints.forEach((observer) => observer(names));
  const runTimers = (delay: number) =>
    timers.filter((timer) => timer.delay === delay).forEach((timer) => timer.callback());
  return { appended, imported, window, frames, timers, paint, runTimers };
}

const expected = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
];
/** The bootstrap's static imports first, all at once, then its own dynamic import of the entry. */
const expectedImports = ['/assets/a.js', '/assets/c.js'];

describe('scriptsAfterFirstPaint', () => {
  it('rewrites a whole document, with or without a nonce, as it rewrites the same document streamed', async () => {
    const plain = (head + body).replaceAll(' nonce="n0nce"', '');
    for (const page of [plain, head + body]) {
      const whole = scriptsAfterFirstPaintIn(Buffer.from(page)).toString('utf8');
      expect(whole).toBe(await rewrite([page.slice(0, 50), page.slice(50)]));
      expect(whole).not.toContain('<link rel="modulepreload"');
      expect(whole).not.toContain('type="module"');
    }
    expect(scriptsAfterFirstPaintIn(Buffer.from(head + body)).toString('utf8')).toContain(
      '<script nonce="n0nce">((run, modules)',
    );
    expect(scriptsAfterFirstPaintIn(Buffer.from('<p>no head</p>')).toString()).toBe('<p>no head</p>');
  });

  it('takes the module preloads out of the head and leaves other links', async () => {
    const html = await rewrite([head, body]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<title>ไทย</title><link rel="preload" href="/font.woff2"/></head>');
  });

  it('replaces the module bootstrap with a classic script carrying the same nonce', async () => {
    const html = await rewrite([head, body]);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<main>Text</main><script nonce="n0nce">scroll()</script><script nonce="n0nce">((run',
    );
    expect(html.endsWith('<script nonce="n0nce">stream()</script></body></html>')).toBe(true);
    // The bootstrap's text stays as it was inside its element, so it still cannot close it.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('runs the bootstrap as dynamic imports, so the page needs no inline module script', async () => {
    const run = bootstrapAsFunction(bootstrap);
    expect(run).not.toMatch(/^\s*import\s/m);
    expect(run).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/a.js"), import("/assets/c.js")]);',
    );
    const page = runLoader(await rewrite([head, body]), { visibilityState: 'hidden', paintTiming: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.imported).toEqual([...expectedImports, '/assets/b.js']);
    expect(page.window.modules).toEqual({
      root: { specifier: '/assets/a.js' },
      page: { specifier: '/assets/c.js' },
    });
    expect(page.window.x).toBe('</scr' + 'ipt>');
  });

  it('waits for the first contentful paint, then preloads and runs the same bootstrap once', async () => {
    const page = runLoader(await rewrite([head, body]), { visibilityState: 'visible', paintTiming: true });
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.runTimers(0);
    expect(page.appended).toEqual(expected);
    expect(page.imported).toEqual(expectedImports);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    page.runTimers(3000);
    expect(page.appended).toEqual(expected);
    expect(page.imported).toEqual(expectedImports);
  });

  it('starts after three seconds when no contentful paint is reported', async () => {
    const page = runLoader(await rewrite([head, body]), { visibilityState: 'visible', paintTiming: true });
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.runTimers(3000);
    expect(page.appended).toEqual(expected);
  });

  it('waits for one frame where paints are not reported', async () => {
    const page = runLoader(await rewrite([head, body]), { visibilityState: 'visible', paintTiming: false });
    expect(page.timers).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.appended).toEqual([]);
    page.runTimers(0);
    expect(page.appended).toEqual(expected);
  });

  it('starts at once in a background tab, where nothing is painted', async () => {
    const page = runLoader(await rewrite([head, body]), { visibilityState: 'hidden', paintTiming: true });
    expect(page.appended).toEqual(expected);
    expect(page.frames).toEqual([]);
  });

  it('finds the bootstrap when chunks split its tag and a Thai character', async () => {
    const whole = Buffer.from(head + body);
    const at = (needle: string) => whole.indexOf(Buffer.from(needle));
    const cuts = [at('ไทย') + 1, at('type="module"') + 5, at('import("') + 3, at('stream()')];
    const chunks = [0, ...cuts].map((start, i) => whole.subarray(start, cuts[i] ?? whole.length));
    expect(await rewrite(chunks)).toBe(await rewrite([head, body]));
  });

  it('keeps a Thai character whole when a chunk ends inside it just after the bootstrap', async () => {
    const thaiAfter = body.replace('stream()', 'stream("ไทย")');
    const whole = Buffer.from(head + thaiAfter);
    const cut = whole.lastIndexOf(Buffer.from('ไทย')) + 1;
    const html = await rewrite([whole.subarray(0, cut), whole.subarray(cut)]);
    expect(html).toBe(await rewrite([head, thaiAfter]));
    expect(html).toContain('<script nonce="n0nce">stream("ไทย")</script></body></html>');
  });

  it('passes through a document without a head or a bootstrap', async () => {
    expect(await rewrite(['<p>', 'no head</p>'])).toBe('<p>no head</p>');
    const plain = '<head></head><body><script type="module" async="">cut short';
    expect(await rewrite([plain])).toBe(plain);
  });
});
