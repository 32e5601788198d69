/**
 * What a page tells the service worker (`postMessage`). Shared by the worker and the pages, so
 * both sides agree on the shape; the worker still checks what it receives.
 */
export type WorkerMessage =
  /** Sent once a page is interactive: who reads it (a user id, or null for a visitor), the theme
   * it shows (for the offline page), and the built files it uses (kept for offline reading). */
  | { type: 'page'; reader: string | null; theme: 'light' | 'dark'; assets: string[] }
  /** Article pages to keep for offline reading; `complete` when they are all of the favourites. */
  | { type: 'keep-favourites'; urls: string[]; complete: boolean }
  /** An article no longer in the favourites: its offline copy goes. */
  | { type: 'drop-favourite'; url: string };
