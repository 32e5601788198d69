import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIFFICULTIES } from '@app/contracts/articles';
import { campaignRulesSchema, learningSlug } from '@app/contracts/learning';
import { inArray } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import { type Db, inTransaction } from '../db/client.ts';
import { articles, learningCampaigns, learningPaths, learningPathSteps } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { startOfBangkokDay } from '../lib/bangkok-day.ts';
import { campaignPool } from '../modules/learning/campaign-status.ts';
import { transfer } from '../modules/ledger/ledger.service.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const pathFile = z.array(
  z.object({
    slug: learningSlug,
    level: z.enum(DIFFICULTIES),
    sort_order: z.number().int(),
    title: bilingual,
    summary: bilingual,
    articles: z.array(learningSlug).min(1),
  }),
);
const campaignFile = z.array(
  z.object({
    slug: learningSlug,
    starts_in_days: z.number().int(),
    lasts_days: z.number().int().min(1),
    reward_points: z.number().int().min(1),
    pool_points: z.number().int().min(1),
    title: bilingual,
    description: bilingual,
    rules: campaignRulesSchema,
  }),
);

const DAY_MS = 24 * 60 * 60 * 1000;

async function readYaml<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(parse(await readFile(path, 'utf8')));
}

/**
 * Demo learning paths and campaigns. Both are inserted only when their slug is missing, so a
 * second run changes nothing and never overwrites an admin's edit. Campaign dates are offsets
 * from the Bangkok day the seed first runs (so a fresh demo has one running and one upcoming
 * event); each pool is funded from ISSUANCE when its campaign is created, under a fixed idempotency key.
 */
export async function seedLearning(db: Db, contentDir: string, now = systemClock.now()): Promise<void> {
  const dir = join(contentDir, 'learning');
  const paths = await readYaml(join(dir, 'paths.yaml'), pathFile);
  const campaigns = await readYaml(join(dir, 'campaigns.yaml'), campaignFile);

  const slugs = [...new Set(paths.flatMap((path) => path.articles))];
  const rows = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, slugs));
  const articleIds = new Map(rows.map((row) => [row.slug, row.id]));
  for (const slug of slugs)
    if (!articleIds.has(slug)) throw new Error(`content/learning/paths.yaml: unknown article ${slug}`);

  for (const path of paths) {
    await inTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(learningPaths)
        .values({
          slug: path.slug,
          level: path.level,
          titleEn: path.title.en,
          titleTh: path.title.th,
          summaryEn: path.summary.en,
          summaryTh: path.summary.th,
          sortOrder: path.sort_order,
        })
        .onConflictDoNothing({ target: learningPaths.slug })
        .returning({ id: learningPaths.id });
      if (!created) return;
      await tx.insert(learningPathSteps).values(
        path.articles.map((slug, index) => ({
          pathId: created.id,
          position: index + 1,
          articleId: articleIds.get(slug)!,
        })),
      );
    });
  }

  const anchor = startOfBangkokDay(now).getTime();
  for (const campaign of campaigns) {
    await inTransaction(db, async (tx) => {
      const startsAt = new Date(anchor + campaign.starts_in_days * DAY_MS);
      const [created] = await tx
        .insert(learningCampaigns)
        .values({
          slug: campaign.slug,
          titleEn: campaign.title.en,
          titleTh: campaign.title.th,
          descriptionEn: campaign.description.en,
          descriptionTh: campaign.description.th,
          startsAt,
          endsAt: new Date(startsAt.getTime() + campaign.lasts_days * DAY_MS),
          rewardPoints: campaign.reward_points,
          rules: campaign.rules,
        })
        .onConflictDoNothing({ target: learningCampaigns.slug })
        .returning({ id: learningCampaigns.id });
      if (!created) return;
      await transfer(
        tx,
        systemClock,
        {
          kind: 'campaign-fund',
          currency: 'POINT',
          amount: BigInt(campaign.pool_points),
          from: { system: 'ISSUANCE' },
          to: campaignPool(created.id),
          idempotencyKey: `campaign-fund:${created.id}:seed`,
          reference: { type: 'campaign', id: created.id },
          reason: `Demo pool of ${campaign.slug}`,
        },
        { insufficient: 'CAMPAIGN_OUT_OF_REWARD' },
      );
    });
  }
}
