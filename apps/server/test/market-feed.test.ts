import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketTickers } from '@app/contracts/market';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { HttpTickerFeed } from '../src/modules/market/http-ticker.feed.ts';
import { BUNDLED_SNAPSHOT } from '../src/modules/market/market-snapshot.ts';
import { MarketService } from '../src/modules/market/market.service.ts';
import { createTestDatabase } from './test-db.ts';

type Mode = 'ok' | 'fail' | 'slow' | 'garbage';

/** A stand-in for the exchange: serves a Binance-style 24-hour ticker, or fails on demand. */
function tickerServer() {
  const state = { mode: 'ok' as Mode, btcUsd: '95000.50', hits: 0 };
  const server: Server = createServer((request, response) => {
    state.hits += 1;
    if (state.mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"msg":"maintenance"}');
      return;
    }
    if (state.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>down</html>');
      return;
    }
    const body = JSON.stringify([
      { symbol: 'BTCUSDT', lastPrice: state.btcUsd, priceChangePercent: '1.250', quoteVolume: '1000000.5' },
      { symbol: 'ETHUSDT', lastPrice: '3400.10', priceChangePercent: '-0.500', quoteVolume: '500000' },
      { symbol: 'KUBTHB', lastPrice: '45.50', priceChangePercent: '2.000', quoteVolume: '123456' },
      { symbol: 'USDTTHB', lastPrice: '34.00', priceChangePercent: '0.010', quoteVolume: '999' },
      { symbol: 'DOGEUSDT', lastPrice: 'not-a-number', priceChangePercent: '1' },
      { symbol: 'LTCUSDT', lastPrice: '80' },
    ]);
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (state.mode === 'slow') setTimeout(send, 1500);
    else send();
  });
  return { server, state };
}

describe('market prices', () => {
  const { server, state } = tickerServer();
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/ticker/24hr`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    state.mode = 'ok';
    state.btcUsd = '95000.50';
    state.hits = 0;
  });

  const service = (clock: ManualClock) =>
    new MarketService({
      feed: new HttpTickerFeed(url),
      snapshot: BUNDLED_SNAPSHOT,
      ttlSeconds: 30,
      timeoutMs: 300,
      clock,
    });

  it('serves live prices in THB and USD, derived through the USDT rate, and reuses them for the TTL', async () => {
    const clock = new ManualClock();
    const market = service(clock);
    const first = await market.getTickers();
    expect(first.source).toBe('live');
    expect(first.asOf).toBe(clock.now().toISOString());
    expect(first.tokens.map((token) => token.symbol)).toEqual(['BTC', 'ETH', 'KUB', 'USDT']);
    expect(first.tokens[0]).toEqual({
      symbol: 'BTC',
      name: 'Bitcoin',
      priceUsd: 95000.5,
      priceThb: 95000.5 * 34,
      change24hPercent: 1.25,
      volume24hThb: null,
      volume24hUsd: 1000000.5,
    });
    expect(first.tokens.find((token) => token.symbol === 'KUB')).toMatchObject({
      priceThb: 45.5,
      priceUsd: 45.5 / 34,
      change24hPercent: 2,
    });
    expect(first.tokens.find((token) => token.symbol === 'USDT')).toMatchObject({
      priceThb: 34,
      priceUsd: 1,
    });

    clock.advance(10_000);
    state.btcUsd = '1.00';
    expect((await market.getTickers()).tokens[0]?.priceUsd).toBe(95000.5);
    expect(state.hits).toBe(1);

    clock.advance(25_000);
    const refreshed = await market.getTickers();
    expect(refreshed).toMatchObject({ source: 'live', asOf: clock.now().toISOString() });
    expect(refreshed.tokens[0]?.priceUsd).toBe(1);
  });

  it('serves the last good prices, labelled cached with their time, while the feed fails', async () => {
    const clock = new ManualClock();
    const market = service(clock);
    const good = await market.getTickers();
    clock.advance(60_000);
    state.mode = 'fail';
    const cached = await market.getTickers();
    expect(cached).toEqual({ ...good, source: 'cached' });
    // A broken feed is not asked again on every view, only after another TTL.
    await market.getTickers();
    expect(state.hits).toBe(2);
    clock.advance(31_000);
    state.mode = 'garbage';
    expect((await market.getTickers()).source).toBe('cached');
    expect(state.hits).toBe(3);
    clock.advance(31_000);
    state.mode = 'ok';
    expect(await market.getTickers()).toMatchObject({ source: 'live', asOf: clock.now().toISOString() });
  });

  it('answers within the timeout with the last good prices when the feed is slow', async () => {
    const clock = new ManualClock();
    const market = service(clock);
    const good = await market.getTickers();
    clock.advance(60_000);
    state.mode = 'slow';
    const started = Date.now();
    const answer = await market.getTickers();
    expect(Date.now() - started).toBeLessThan(1200);
    expect(answer).toEqual({ ...good, source: 'cached' });
  });

  it('falls back to the bundled snapshot when the feed has never answered', async () => {
    state.mode = 'fail';
    const answer = await service(new ManualClock()).getTickers();
    expect(answer).toEqual({
      source: 'snapshot',
      asOf: BUNDLED_SNAPSHOT.asOf,
      tokens: BUNDLED_SNAPSHOT.tokens,
    });
  });

  describe('GET /api/client/market/tickers', () => {
    const appWith = async (config: { MARKET_DATA_URL?: string }) => {
      const database = await createTestDatabase('pglite');
      const app = await buildApp({
        database,
        config: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          TRUST_PROXY: false,
          CACHE_TTL_SECONDS: 60,
          ...config,
        },
        logger: false,
        clock: new ManualClock(),
      });
      return {
        get: async () => (await app.inject({ url: '/api/client/market/tickers' })).json() as MarketTickers,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    };

    it('serves the bundled snapshot, labelled with its time, when no feed is configured', async () => {
      const app = await appWith({});
      const answer = await app.get();
      expect(answer.source).toBe('snapshot');
      expect(answer.asOf).toBe('2026-11-20T09:00:00.000Z');
      expect(answer.tokens.map((token) => token.symbol)).toEqual([
        'BTC',
        'ETH',
        'KUB',
        'BNB',
        'USDT',
        'SOL',
        'XRP',
        'ADA',
        'DOGE',
      ]);
      for (const token of answer.tokens) expect(token.priceThb).toBeGreaterThan(0);
      await app.close();
    });

    it('reads the configured feed', async () => {
      const app = await appWith({ MARKET_DATA_URL: url });
      const answer = await app.get();
      expect(answer.source).toBe('live');
      expect(answer.tokens[0]?.priceUsd).toBe(95000.5);
      await app.close();
    });
  });
});
