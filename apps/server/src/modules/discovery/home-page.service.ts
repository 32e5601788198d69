import type { Category } from '@app/contracts/content';
import {
  HOME_EXCLUSIVE_COUNT,
  HOME_HIGHLIGHTED_COUNT,
  HOME_LATEST_COUNT,
  type HomePage,
} from '@app/contracts/home-page';
import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories, subscriptionPackages } from '../../db/schema/index.ts';
import { homeArticles } from '../articles/articles.service.ts';
import type { MarketService } from '../market/market.service.ts';

interface TopicRow {
  id: number;
  key: number;
  nameEn: string;
  nameTh: string;
  ranking: number;
}

/**
 * The topics readers see (by ranking, as `/client/categories` lists them) and the lowest price
 * of a package on sale (as the packages page shows it), in one statement.
 */
async function readTopicsAndPrice(db: Db) {
  const [row] = await queryRows<{ topics: TopicRow[] | string; price: string | null }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('id', ${categories.id}, 'key', ${categories.key},
                'nameEn', ${categories.nameEn}, 'nameTh', ${categories.nameTh}, 'ranking', ${categories.ranking})
              order by ${categories.ranking}, ${categories.id}), '[]'::json)
         from ${categories} where ${categories.active}) as topics,
      (select min(${subscriptionPackages.price})::text from ${subscriptionPackages}
        where ${subscriptionPackages.active}) as price`,
  );
  const topics = typeof row!.topics === 'string' ? (JSON.parse(row!.topics) as TopicRow[]) : row!.topics;
  return { topics, price: row!.price };
}

/**
 * The home page in one answer and two statements, sent together: its three article lists, and
 * the topics with the lowest package price. The prices come from the market service (its own
 * cache, no statement); when they cannot be read the page shows its "not available" state.
 */
export async function getHomePage(db: Db, market: MarketService, locale: Locale): Promise<HomePage> {
  const [lists, { topics, price }, tickers] = await Promise.all([
    homeArticles(db, locale, {
      latest: HOME_LATEST_COUNT,
      highlighted: HOME_HIGHLIGHTED_COUNT,
      exclusive: HOME_EXCLUSIVE_COUNT,
    }),
    readTopicsAndPrice(db),
    market.getTickers().catch(() => null),
  ]);
  return {
    ...lists,
    categories: topics.map((topic): Category => ({
      id: topic.id,
      key: topic.key,
      name: locale === 'th' ? topic.nameTh : topic.nameEn,
      nameEn: topic.nameEn,
      nameTh: topic.nameTh,
      ranking: topic.ranking,
      active: true,
    })),
    market: tickers,
    fromPrice: price === null ? null : formatKubUnits(BigInt(price)),
  };
}
