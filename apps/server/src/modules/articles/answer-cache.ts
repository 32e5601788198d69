import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * Serialised answers kept for a few seconds, like PublicCache, but holding at most `maxEntries`:
 * filters and page numbers come from the client, so the set of keys is the client's to grow, and
 * an unbounded map would let anyone fill the memory. The oldest key is dropped first.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Promise<Entry>>();

  constructor(
    readonly ttlSeconds: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) {
      const entry = await cached;
      if (entry.expiresAt > this.now()) return entry;
      this.entries.delete(key);
    }
    // Stored before it settles so that concurrent misses share one database query.
    const pending = load().then((value) => {
      const body = JSON.stringify(value);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag, expiresAt: this.now() + this.ttlSeconds * 1000 };
    });
    if (this.ttlSeconds > 0) {
      this.entries.set(key, pending);
      pending.catch(() => this.entries.delete(key));
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Sends an answer with its ETag (304 when the client holds it). `shared` answers may be kept by
   * any cache; the others only by the reader's own browser, because they depend on who asks.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    options: { shared: boolean },
  ): FastifyReply {
    reply
      .header('etag', entry.etag)
      .header('cache-control', options.shared ? `public, max-age=${this.ttlSeconds}` : 'private, no-cache')
      .header('vary', 'lang, authorization, cookie');
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
