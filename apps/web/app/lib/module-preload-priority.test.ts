import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server.ts';

const run = (chunks: string[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));

describe('lowPriorityModulePreloads', () => {
  const head =
    '<html><head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';

  it('lowers the priority of every module preload in the head', async () => {
    const html = await run([head, '<body>x</body></html>']);
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>x</body></html>',
    );
  });

  it('handles a head split across chunks, even inside a Thai character', async () => {
    const bytes = Buffer.from(`${head.replace('<html>', '<html><title>ไทย</title>')}<body></body>`);
    const chunks = [
      bytes.subarray(0, 20),
      bytes.subarray(20, 23),
      bytes.subarray(23, 60),
      bytes.subarray(60),
    ];
    const html = await text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
    expect(html).toContain('<title>ไทย</title>');
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('leaves the body alone', async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/c.js"/></body>';
    const html = await run(['<head></head>', body]);
    expect(html).toBe(`<head></head>${body}`);
  });

  it('passes through a document without a head', async () => {
    expect(await run(['<p>', 'no head</p>'])).toBe('<p>no head</p>');
  });
});
