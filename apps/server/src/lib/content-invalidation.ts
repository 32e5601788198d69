import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** What public content a write touched; caches subscribe to the tags their answers are built from. */
export const CONTENT_TAGS = [
  'articles',
  'glossary',
  'categories',
  'legal',
  'provinces',
  'discovery',
  'certificates',
] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

/** Every tag at once: a message may have been missed, so nothing cached can be trusted. */
export const ALL_CONTENT = '*';
type Topic = ContentTag | typeof ALL_CONTENT;

const CHANNEL = 'content_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Content writes call `app.contentInvalidation.invalidate(tag)` once they have committed. */
    contentInvalidation: ContentInvalidation;
  }
}

/**
 * Tells every app instance that public content changed, so none keeps serving the old version
 * from its caches. The message travels as a PostgreSQL NOTIFY, through the one thing all
 * instances share (the embedded PGlite delivers it in-process), and each instance drops what it
 * cached under that tag. The caches' TTLs stay as a bound in case a message is lost.
 *
 * Writers call `invalidate(tag)` after their transaction commits.
 */
export class ContentInvalidation {
  private readonly handlers = new Set<(tag: Topic) => void>();
  private readonly instance = randomUUID();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Starts receiving other instances' messages. */
  async start(): Promise<void> {
    this.unlisten ??= await this.database.listen(
      CHANNEL,
      (payload) => this.receive(payload),
      () => {
        this.log?.warn('content change messages may have been missed; dropping every cached answer');
        this.emit(ALL_CONTENT);
      },
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }

  /** Runs `handler` with the tag of every change, made here or on another instance. */
  subscribe(handler: (tag: Topic) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Drops what this instance cached under `tag` now, and tells the other instances. */
  async invalidate(tag: ContentTag): Promise<void> {
    this.emit(tag);
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${this.instance} ${tag}`})`);
  }

  private receive(payload: string) {
    const [from, tag] = payload.split(' ');
    // This instance dropped its own entries already, before the message went out.
    if (from === this.instance) return;
    if (tag === ALL_CONTENT || (CONTENT_TAGS as readonly string[]).includes(tag ?? '')) {
      this.emit(tag as Topic);
    }
  }

  private emit(tag: Topic) {
    for (const handler of this.handlers) handler(tag);
  }
}
