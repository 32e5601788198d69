import type { ApiTransport } from './api-transport.ts';

/** What the server hands each server-rendered request of the web app. */
export interface WebLoadContext {
  /** Calls the API in-process, carrying the visitor's cookies and address. */
  api: ApiTransport;
  /** This response's CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
  /** Demo mode: pages show the demo banner and point to the mailbox at /dev/mailbox. */
  demo?: boolean;
}

/**
 * Where a page rendered whole (a visitor's page in production) carries its bytes on the `Response`
 * the web app answers: `{ body }`, in place of the response's own body (which is empty), so the
 * server takes them as they are without a stream. A symbol from the global registry: the web app and the server are built apart.
 */
export const RENDERED_HTML = Symbol.for('kub-academy.rendered-html');

/** A page rendered whole, as the web app attaches it to its response (see RENDERED_HTML). */
export interface RenderedHtml {
  body: Buffer;
}
