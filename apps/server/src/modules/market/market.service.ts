import type { MarketTickers, MarketToken } from '@app/contracts/market';
import type { Clock } from '../../lib/clock.ts';
import type { MarketSnapshot, TickerFeed } from './market.provider.ts';

export interface MarketServiceOptions {
  /** The live feed; without one the bundled snapshot is served. */
  feed?: TickerFeed | undefined;
  snapshot: MarketSnapshot;
  ttlSeconds: number;
  /** How long a request waits for the feed before answering with the last good prices. */
  timeoutMs: number;
  clock: Clock;
}

interface Good {
  tokens: MarketToken[];
  fetchedAt: Date;
}

/**
 * Prices for the price block. A feed answer is reused for the TTL; when the feed fails or is
 * slower than the timeout, the last good answer is served (labelled `cached`, with its own
 * time), and the feed is not asked again until another TTL has passed, so a broken feed is not
 * hammered by every page view. With no good answer yet, the bundled snapshot stands in.
 * The state is per process on purpose: it only smooths an outside feed, and instances that
 * disagree for one TTL show prices a few seconds apart.
 */
export class MarketService {
  private good: Good | null = null;
  private lastAttemptAt: number | null = null;
  private pending: Promise<Good | null> | null = null;

  constructor(private readonly options: MarketServiceOptions) {}

  async getTickers(): Promise<MarketTickers> {
    const { feed, snapshot, clock } = this.options;
    if (!feed) return { source: 'snapshot', asOf: snapshot.asOf, tokens: snapshot.tokens };
    const now = clock.now().getTime();
    const ttlMs = this.options.ttlSeconds * 1000;
    if (this.good && now - this.good.fetchedAt.getTime() < ttlMs) return this.answer('live', this.good);
    if (this.lastAttemptAt === null || now - this.lastAttemptAt >= ttlMs) {
      const fresh = await this.refresh(feed);
      if (fresh) return this.answer('live', fresh);
    }
    if (this.good) return this.answer('cached', this.good);
    return { source: 'snapshot', asOf: snapshot.asOf, tokens: snapshot.tokens };
  }

  private answer(source: 'live' | 'cached', good: Good): MarketTickers {
    return { source, asOf: good.fetchedAt.toISOString(), tokens: good.tokens };
  }

  /** One request to the feed at a time: concurrent page views share it. */
  private refresh(feed: TickerFeed): Promise<Good | null> {
    this.pending ??= this.attempt(feed).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async attempt(feed: TickerFeed): Promise<Good | null> {
    this.lastAttemptAt = this.options.clock.now().getTime();
    try {
      const tokens = await feed.fetchTokens(AbortSignal.timeout(this.options.timeoutMs));
      this.good = { tokens, fetchedAt: this.options.clock.now() };
      return this.good;
    } catch {
      return null;
    }
  }
}
