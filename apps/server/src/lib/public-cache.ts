import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ALL_CONTENT, type ContentInvalidation, type ContentTag } from './content-invalidation.ts';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

export interface PublicCacheOptions {
  /**
   * The most answers held; the oldest is dropped first. Set it when the client chooses the keys
   * (filters, page numbers), or anyone could fill the memory.
   */
  maxEntries?: number;
  now?: () => number;
}

export interface SendOptions {
  /** The answer depends on who asks, so caches key it on the credentials as well as the language. */
  perReader?: boolean;
  /** Only the reader's own browser may keep the answer (a signed-in reader's view). */
  private?: boolean;
}

/**
 * A short-lived cache of serialised public answers (categories, legal texts, article lists).
 * Content writes clear it on every instance through `ContentInvalidation` (see `clearOn`); the
 * TTL bounds how long two instances can disagree should a message be lost. Conditional requests
 * are answered with 304 from the ETag. A TTL of 0 caches nothing.
 */
export class PublicCache {
  private readonly entries = new Map<string, Promise<Entry>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly ttlSeconds: number,
    options: PublicCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? Infinity;
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) {
      const entry = await cached;
      if (entry.expiresAt > this.now()) return entry;
      // Deleted, not overwritten, so the fresh answer counts as the newest for the entry cap.
      if (this.entries.get(key) === cached) this.entries.delete(key);
    }
    // The promise is stored before it settles so concurrent misses share one database query.
    const pending = load().then((value) => {
      const body = JSON.stringify(value);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag, expiresAt: this.now() + this.ttlSeconds * 1000 };
    });
    if (this.ttlSeconds > 0) {
      this.entries.set(key, pending);
      pending.catch(() => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      });
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(oldest);
      }
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Empties the cache whenever content under one of `tags` changes, here or on another instance. */
  clearOn(invalidation: ContentInvalidation, tags: readonly ContentTag[]): this {
    invalidation.subscribe((tag) => {
      if (tag === ALL_CONTENT || tags.includes(tag)) this.clear();
    });
    return this;
  }

  /** Sends a cached answer, or 304 when the client already holds this version. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry, options: SendOptions = {}): FastifyReply {
    reply
      .header('etag', entry.etag)
      .header('cache-control', options.private ? 'private, no-cache' : `public, max-age=${this.ttlSeconds}`)
      .header('vary', options.perReader ? 'lang, authorization, cookie' : 'lang');
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
