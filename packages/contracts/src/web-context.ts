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
