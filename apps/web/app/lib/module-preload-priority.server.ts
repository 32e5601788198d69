import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Rewrites the document's `<link rel="modulepreload">` tags to `fetchpriority="low"`.
 *
 * Every page is complete as server-rendered HTML with its styles inline; the scripts only make it
 * interactive. At their default high priority they share a slow phone connection with the
 * fonts and images that the first paint needs, so they are still fetched at once, but after
 * those. React Router renders these tags with no way to set the attribute, hence the rewrite;
 * it only looks inside `<head>`, which arrives in the first chunk, and passes the body through.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let head: string | undefined = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === undefined) return done(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) return done();
      const rewritten = head
        .slice(0, end)
        .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
      const rest = head.slice(end);
      head = undefined;
      done(null, rewritten + rest);
    },
    flush(done) {
      const rest = head === undefined ? '' : head + decoder.end();
      done(null, rest || undefined);
    },
  });
}
