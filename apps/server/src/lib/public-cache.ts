import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * A short-lived cache of serialised public answers (categories, provinces, legal texts) that
 * change rarely. The TTL bounds how long two app instances can disagree; conditional requests
 * are answered with 304 from the ETag.
 */
export class PublicCache {
  private readonly entries = new Map<string, Promise<Entry>>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) {
      const entry = await cached;
      if (entry.expiresAt > this.now()) return entry;
    }
    // The promise is stored before it settles so concurrent misses share one database query.
    const pending = load().then((value) => {
      const body = JSON.stringify(value);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag, expiresAt: this.now() + this.ttlSeconds * 1000 };
    });
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    return pending;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Sends a cached answer, or 304 when the client already holds this version. */
  send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply
      .header('etag', entry.etag)
      .header('cache-control', `public, max-age=${this.ttlSeconds}`)
      .header('vary', 'lang');
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
