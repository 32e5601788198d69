import { marketTokenSchema } from '@app/contracts/market';
import { z } from 'zod';
import bundled from './market-snapshot.json' with { type: 'json' };
import type { MarketSnapshot } from './market.provider.ts';

/** Prices shipped with the app for when no feed is configured; labelled with their time. */
export const BUNDLED_SNAPSHOT: MarketSnapshot = z
  .object({ asOf: z.string().datetime(), tokens: z.array(marketTokenSchema).min(1) })
  .parse(bundled);
