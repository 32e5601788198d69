import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_ATTRIBUTES = ' type="module" async=""';
const BOOTSTRAP_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/;
const BOOTSTRAP_WHOLE = new RegExp(`^${BOOTSTRAP_OPEN.source}$`);
const SCRIPT_CLOSE = '</script>';
/** Longest opening tag that could straddle two chunks (the nonce is 24 characters). */
const CARRY = 120;

const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm;

/**
 * React Router's module bootstrap (static imports of the route modules, then the manifest and the
 * client entry) as the body of an async function: each `import * as routeN from "…"` becomes a
 * dynamic `import()`, all fetched together as before. Run by a classic script, it needs no inline
 * module script of its own, so a page's policy can allow every script it runs by the script's hash
 * (a script inserted later with text of its own would need a nonce, which a page shared by every
 * visitor cannot carry).
 */
export function bootstrapAsFunction(code: string): string {
  const imports = [...code.matchAll(STATIC_IMPORT)].map((match, index) => ({
    name: match[1] ?? `_side${index}`,
    specifier: match[2]!,
  }));
  const rest = code.replace(STATIC_IMPORT, '').trim();
  const names = imports.map((entry) => entry.name).join(', ');
  const loads = imports.map((entry) => `import(${entry.specifier})`).join(', ');
  const head = imports.length > 0 ? `const [${names}] = await Promise.all([${loads}]);\n` : '';
  return `async () => {\n'use strict';\n${head}${rest}\n}`;
}

/**
 * Runs in place of React Router's module bootstrap: once the browser reports the first
 * contentful paint, it preloads the route's modules and runs the same bootstrap. Where paints are
 * not reported it waits for one frame; a page opened in a background tab (nothing is painted
 * there) starts at once, and none waits longer than three seconds.
 */
function loader(code: string, modules: readonly string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return `((run, modules) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    run();
  };
  if (document.visibilityState !== 'visible') return start();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else requestAnimationFrame(() => setTimeout(start));
})(${bootstrapAsFunction(code)}, ${json(modules)});`;
}

/**
 * Holds the page's scripts back until its first paint.
 *
 * Every page is complete as server-rendered HTML with its styles inline; the scripts (React,
 * React Router, the route's code) only make it interactive. Fetched with the HTML, they share a
 * slow phone connection with the fonts and images of the first screen. This rewrite removes
 * React Router's `<link rel="modulepreload">` tags from `<head>` and replaces its inline module
 * bootstrap with a classic script that issues the same preloads and runs the same bootstrap (as
 * dynamic imports) once the first content has been painted. The element stays a `<script>`
 * without `src`, so hydration matches it as before. Anything after the bootstrap passes through
 * unchanged.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const rewrite = rewriter();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // Every chunk goes through the decoder, even once the rewrite is done: it may still hold
      // the first bytes of a character that this chunk completes.
      const out = rewrite.write(decoder.write(chunk));
      done(null, out || undefined);
    },
    flush(done) {
      const out = rewrite.end(decoder.end());
      done(null, out || undefined);
    },
  });
}

const HEAD_CLOSE = Buffer.from('</head>');
const SCRIPT_OPEN = Buffer.from('<script');
const BOOTSTRAP_TAIL = Buffer.from(`${MODULE_ATTRIBUTES}>`);

/**
 * The same rewrite of a whole document at once (a page rendered before it is sent), on its bytes:
 * only the head and the bootstrap are read as text, the rest of the page is copied as it is.
 */
export function scriptsAfterFirstPaintIn(html: Buffer): Buffer {
  const headEnd = html.indexOf(HEAD_CLOSE);
  if (headEnd === -1) return html;
  const head = html.subarray(0, headEnd).toString('utf8');
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const parts = [Buffer.from(head.replace(MODULE_PRELOAD, ''), 'utf8')];
  // The bootstrap's opening tag, with the page's nonce when it has one.
  const tail = html.indexOf(BOOTSTRAP_TAIL, headEnd);
  const open = tail === -1 ? -1 : html.lastIndexOf(SCRIPT_OPEN, tail);
  const openTag = open === -1 ? '' : html.subarray(open, tail + BOOTSTRAP_TAIL.length).toString('utf8');
  const code = open !== -1 && open >= headEnd && BOOTSTRAP_WHOLE.test(openTag) ? open + openTag.length : -1;
  const close = code === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, code);
  if (close === -1) return Buffer.concat([...parts, html.subarray(headEnd)]);
  // The same element, as a classic script with the same nonce (if the page has one).
  const script = `${openTag.replace(MODULE_ATTRIBUTES, '')}${loader(html.subarray(code, close).toString('utf8'), modules)}`;
  return Buffer.concat([
    ...parts,
    html.subarray(headEnd, open),
    Buffer.from(script, 'utf8'),
    html.subarray(close),
  ]);
}

/** The rewrite as text arrives: `write` answers what can be sent so far, `end` the rest. */
function rewriter(): { write: (text: string) => string; end: (text: string) => string } {
  let phase: 'head' | 'body' | 'bootstrap' | 'done' = 'head';
  let pending = '';
  let modules: string[] = [];
  let openTag = '';

  /** Consumes as much of `pending` as the current phase can decide on; returns what to emit. */
  const advance = (final: boolean): string => {
    let out = '';
    for (;;) {
      if (phase === 'head') {
        const end = pending.indexOf('</head>');
        if (end === -1) return out;
        modules = [...pending.slice(0, end).matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        out += pending.slice(0, end).replace(MODULE_PRELOAD, '');
        pending = pending.slice(end);
        phase = 'body';
      } else if (phase === 'body') {
        const match = BOOTSTRAP_OPEN.exec(pending);
        if (!match) {
          const keep = final ? 0 : Math.min(CARRY, pending.length);
          out += pending.slice(0, pending.length - keep);
          pending = pending.slice(pending.length - keep);
          return out;
        }
        out += pending.slice(0, match.index);
        openTag = match[0];
        pending = pending.slice(match.index + match[0].length);
        phase = 'bootstrap';
      } else if (phase === 'bootstrap') {
        const end = pending.indexOf(SCRIPT_CLOSE);
        if (end === -1) return out;
        // The same element, as a classic script with the same nonce (if the page has one).
        out += `${openTag.replace(MODULE_ATTRIBUTES, '')}${loader(pending.slice(0, end), modules)}`;
        pending = pending.slice(end);
        phase = 'done';
      } else {
        out += pending;
        pending = '';
        return out;
      }
    }
  };

  return {
    write(text) {
      pending += text;
      return advance(false);
    },
    end(text) {
      pending += text;
      let out = advance(true);
      // A document cut short inside the bootstrap, or without a head, passes through as it came.
      if (phase === 'bootstrap') out += openTag;
      out += pending;
      pending = '';
      return out;
    },
  };
}
