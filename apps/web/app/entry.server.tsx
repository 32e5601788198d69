import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { RENDERED_HTML } from '@app/contracts/web-context';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, MemoryRouter, ServerRouter } from 'react-router';
import { type RenderApart, RenderApartContext } from './components/layout/rendered-once.tsx';
import { scriptsAfterFirstPaint, scriptsAfterFirstPaintIn } from './lib/scripts-after-paint.server.ts';
import { NonceContext } from './lib/nonce.tsx';

export const streamTimeout = 5000;

/**
 * The server handles requests with this build's own React Router (its production build, bundled
 * here; see vite.config.ts), the copy that renders the pages and whose errors and responses they
 * throw.
 */
export { createRequestHandler } from 'react-router';

/**
 * Parts of the page frame rendered once (components/layout/rendered-once.tsx) are rendered apart
 * with a router of their own: they hold links to fixed addresses, whatever the page. Production
 * only: in development every edit must show.
 */
const renderApart: RenderApart | undefined = import.meta.env.PROD
  ? (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>)
  : undefined;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Empty for a page shared by every visitor: its scripts are allowed by their hashes instead.
  const nonce = loadContext.nonce || undefined;
  // In production every page is rendered whole before it is sent: a visitor's page needs all of it
  // for its ETag and its scripts' hashes, and no page waits on data after its shell (the loaders
  // answer before the render starts), so streaming would only pass the same bytes through three
  // streams. Collected as it is written, into one buffer. Development streams, as Vite expects.
  const whole = import.meta.env.PROD;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption =
      whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.nonce}>
        <RenderApartContext.Provider value={renderApart}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderApartContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (whole) {
            pipe(wholeDocument(responseHeaders, responseStatusCode, resolve, reject));
            return;
          }
          // In development the scripts load as React Router writes them: Vite's client and hot
          // reload start with the page.
          const body = import.meta.env.PROD ? scriptsAfterFirstPaint() : new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Collects a whole document as React writes it and answers it as one response once React ends
 * it. The document's bytes ride on the response (`RENDERED_HTML`) in place of its body, so the
 * server sends them and reads its scripts' hashes from them without a stream or a copy.
 */
function wholeDocument(
  headers: Headers,
  status: number,
  resolve: (response: Response) => void,
  reject: (error: unknown) => void,
): Writable {
  const chunks: Uint8Array[] = [];
  return new Writable({
    write(chunk: Uint8Array, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      const body = scriptsAfterFirstPaintIn(Buffer.concat(chunks));
      // The bytes ride beside the response, not in it: the server sends them as they are
      // (web/page-cache.ts), and a web stream around them would be built only to be dropped.
      resolve(Object.assign(new Response(null, { headers, status }), { [RENDERED_HTML]: { body } }));
      done();
    },
    destroy(error, done) {
      if (error) reject(error);
      done(error);
    },
  });
}
