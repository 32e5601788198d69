import type {
  AdminCampaign,
  AdminCampaignBody,
  AdminFundBody,
  AdminPath,
  AdminPathBody,
  CampaignRule,
} from '@app/contracts/learning';
import { and, asc, count, desc, eq, inArray, ne, sum } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import {
  articles,
  learningCampaignClaims,
  learningCampaigns,
  learningPathCertificates,
  learningPaths,
  learningPathSteps,
} from '../../db/schema/index.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';
import { parseRules } from './campaign-rules.ts';
import { campaignPool, campaignStatus } from './campaign-status.ts';
import type { LearningContext } from './learning-context.ts';

/** Article ids for slugs, in the given order; an unknown slug is named in the error's fields. */
async function articleIdsFor(db: Db, slugs: readonly string[], field: string): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, [...slugs]));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const missing = slugs.findIndex((slug) => !bySlug.has(slug));
  if (missing >= 0)
    throw new AppError('LEARNING_UNKNOWN_ARTICLE', {
      fields: [{ path: `${field}.${missing}`, code: 'unknown', message: slugs[missing]! }],
    });
  return slugs.map((slug) => bySlug.get(slug)!);
}

// Paths

async function presentPaths(db: Db, ids?: number[]): Promise<AdminPath[]> {
  const paths = await db
    .select()
    .from(learningPaths)
    .where(ids ? inArray(learningPaths.id, ids) : undefined)
    .orderBy(asc(learningPaths.sortOrder), asc(learningPaths.id));
  if (paths.length === 0) return [];
  const pathIds = paths.map((path) => path.id);
  const [steps, issued] = await Promise.all([
    db
      .select({ pathId: learningPathSteps.pathId, slug: articles.slug })
      .from(learningPathSteps)
      .innerJoin(articles, eq(articles.id, learningPathSteps.articleId))
      .where(inArray(learningPathSteps.pathId, pathIds))
      .orderBy(asc(learningPathSteps.position)),
    db
      .select({ pathId: learningPathCertificates.pathId, total: count() })
      .from(learningPathCertificates)
      .where(inArray(learningPathCertificates.pathId, pathIds))
      .groupBy(learningPathCertificates.pathId),
  ]);
  return paths.map((path) => ({
    id: path.id,
    slug: path.slug,
    level: path.level,
    title: { en: path.titleEn, th: path.titleTh },
    summary: { en: path.summaryEn, th: path.summaryTh },
    articles: steps.filter((step) => step.pathId === path.id).map((step) => step.slug),
    active: path.active,
    sortOrder: path.sortOrder,
    certificatesIssued: issued.find((row) => row.pathId === path.id)?.total ?? 0,
  }));
}

export async function listAdminPaths(db: Db): Promise<{ data: AdminPath[] }> {
  return { data: await presentPaths(db) };
}

async function assertSlugFree(
  tx: Tx,
  table: typeof learningPaths | typeof learningCampaigns,
  slug: string,
  id?: number,
) {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(id === undefined ? eq(table.slug, slug) : and(eq(table.slug, slug), ne(table.id, id)));
  if (taken)
    throw new AppError('LEARNING_SLUG_TAKEN', { fields: [{ path: 'slug', code: 'taken', message: slug }] });
}

/** Creates a path (id undefined) or replaces one: its texts and its ordered articles. */
export async function savePath(
  ctx: LearningContext,
  actorUserId: number,
  body: AdminPathBody,
  id?: number,
): Promise<AdminPath> {
  const articleIds = await articleIdsFor(ctx.db, body.articles, 'articles');
  const pathId = await inTransaction(ctx.db, async (tx) => {
    await assertSlugFree(tx, learningPaths, body.slug, id);
    const values = {
      slug: body.slug,
      level: body.level,
      titleEn: body.title.en,
      titleTh: body.title.th,
      summaryEn: body.summary.en,
      summaryTh: body.summary.th,
      active: body.active,
      sortOrder: body.sortOrder,
      updatedAt: ctx.clock.now(),
    };
    let saved: number;
    if (id === undefined) {
      const [row] = await tx.insert(learningPaths).values(values).returning({ id: learningPaths.id });
      saved = row!.id;
    } else {
      const [row] = await tx
        .update(learningPaths)
        .set(values)
        .where(eq(learningPaths.id, id))
        .returning({ id: learningPaths.id });
      if (!row) throw new AppError('LEARNING_PATH_NOT_FOUND');
      saved = row.id;
      await tx.delete(learningPathSteps).where(eq(learningPathSteps.pathId, saved));
    }
    await tx
      .insert(learningPathSteps)
      .values(articleIds.map((articleId, index) => ({ pathId: saved, position: index + 1, articleId })));
    await ctx.seams.recordAdminAction(tx, {
      actorUserId,
      action: id === undefined ? 'learning.path.create' : 'learning.path.update',
      targetType: 'learning_path',
      targetId: String(saved),
      detail: { slug: body.slug, articles: body.articles, active: body.active },
    });
    return saved;
  });
  const [path] = await presentPaths(ctx.db, [pathId]);
  return path!;
}

// Campaigns

async function presentCampaigns(ctx: LearningContext, ids?: number[]): Promise<AdminCampaign[]> {
  const rows = await ctx.db
    .select()
    .from(learningCampaigns)
    .where(ids ? inArray(learningCampaigns.id, ids) : undefined)
    .orderBy(desc(learningCampaigns.startsAt), desc(learningCampaigns.id));
  if (rows.length === 0) return [];
  const totals = await ctx.db
    .select({
      campaignId: learningCampaignClaims.campaignId,
      claims: count(),
      paid: sum(learningCampaignClaims.points),
    })
    .from(learningCampaignClaims)
    .where(
      inArray(
        learningCampaignClaims.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(learningCampaignClaims.campaignId);
  const now = ctx.clock.now();
  return Promise.all(
    rows.map(async (row) => {
      const total = totals.find((entry) => entry.campaignId === row.id);
      const pool = campaignPool(row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: { en: row.titleEn, th: row.titleTh },
        description: { en: row.descriptionEn, th: row.descriptionTh },
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        status: campaignStatus(row, now),
        rewardPoints: row.rewardPoints,
        rules: parseRules(row.rules),
        active: row.active,
        poolAccount: pool.system,
        poolBalance: Number(await balanceOf(ctx.db, pool, 'POINT')),
        claims: total?.claims ?? 0,
        pointsPaid: Number(total?.paid ?? 0),
      };
    }),
  );
}

export async function listAdminCampaigns(ctx: LearningContext): Promise<{ data: AdminCampaign[] }> {
  return { data: await presentCampaigns(ctx) };
}

/** Every article and path a campaign's rules name must exist. */
async function checkRules(db: Db, rules: CampaignRule[]): Promise<void> {
  for (const [index, rule] of rules.entries()) {
    if ('articles' in rule) await articleIdsFor(db, rule.articles, `rules.${index}.articles`);
    if (rule.type === 'complete_path') {
      const [path] = await db
        .select({ id: learningPaths.id })
        .from(learningPaths)
        .where(eq(learningPaths.slug, rule.path));
      if (!path)
        throw new AppError('LEARNING_UNKNOWN_PATH', {
          fields: [{ path: `rules.${index}.path`, code: 'unknown', message: rule.path }],
        });
    }
  }
}

/**
 * Creates a campaign, or edits one. Once a campaign has started, its rules, reward and start
 * are what readers qualified under and were paid by: they stay as they are (texts, the end and
 * the active switch may still change).
 */
export async function saveCampaign(
  ctx: LearningContext,
  actorUserId: number,
  body: AdminCampaignBody,
  id?: number,
): Promise<AdminCampaign> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt <= startsAt)
    throw new AppError('CAMPAIGN_WINDOW_INVALID', {
      fields: [{ path: 'endsAt', code: 'window', message: body.endsAt }],
    });
  await checkRules(ctx.db, body.rules);
  const campaignId = await inTransaction(ctx.db, async (tx) => {
    await assertSlugFree(tx, learningCampaigns, body.slug, id);
    const values = {
      slug: body.slug,
      titleEn: body.title.en,
      titleTh: body.title.th,
      descriptionEn: body.description.en,
      descriptionTh: body.description.th,
      startsAt,
      endsAt,
      rewardPoints: body.rewardPoints,
      rules: body.rules,
      active: body.active,
      updatedAt: ctx.clock.now(),
    };
    let saved: number;
    if (id === undefined) {
      const [row] = await tx.insert(learningCampaigns).values(values).returning({ id: learningCampaigns.id });
      saved = row!.id;
    } else {
      // The row lock keeps a claim from reading the old rules while they change.
      const [current] = await tx
        .select()
        .from(learningCampaigns)
        .where(eq(learningCampaigns.id, id))
        .for('update');
      if (!current) throw new AppError('CAMPAIGN_NOT_FOUND');
      const started = campaignStatus(current, ctx.clock.now()) !== 'upcoming';
      const changesTerms =
        current.startsAt.getTime() !== startsAt.getTime() ||
        current.rewardPoints !== body.rewardPoints ||
        JSON.stringify(parseRules(current.rules)) !== JSON.stringify(body.rules);
      if (started && changesTerms) throw new AppError('CAMPAIGN_RULES_LOCKED');
      await tx.update(learningCampaigns).set(values).where(eq(learningCampaigns.id, id));
      saved = id;
    }
    await ctx.seams.recordAdminAction(tx, {
      actorUserId,
      action: id === undefined ? 'learning.campaign.create' : 'learning.campaign.update',
      targetType: 'learning_campaign',
      targetId: String(saved),
      detail: {
        slug: body.slug,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        rewardPoints: body.rewardPoints,
      },
    });
    return saved;
  });
  const [campaign] = await presentCampaigns(ctx, [campaignId]);
  return campaign!;
}

/**
 * Adds points to a campaign's pool: a transfer from ISSUANCE, with a reason and the admin's
 * idempotency key, so a retried request funds once.
 */
export async function fundCampaign(
  ctx: LearningContext,
  actorUserId: number,
  id: number,
  body: AdminFundBody,
): Promise<AdminCampaign> {
  await inTransaction(ctx.db, async (tx) => {
    const [campaign] = await tx
      .select({ id: learningCampaigns.id })
      .from(learningCampaigns)
      .where(eq(learningCampaigns.id, id));
    if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
    const { transfer: moved, replayed } = await transfer(
      tx,
      ctx.clock,
      {
        kind: 'campaign-fund',
        currency: 'POINT',
        amount: BigInt(body.points),
        from: { system: 'ISSUANCE' },
        to: campaignPool(id),
        idempotencyKey: `campaign-fund:${id}:${body.idempotencyKey}`,
        reference: { type: 'campaign', id },
        actorUserId,
        reason: body.reason,
      },
      { insufficient: 'CAMPAIGN_OUT_OF_REWARD' },
    );
    if (!replayed)
      await ctx.seams.recordAdminAction(tx, {
        actorUserId,
        action: 'learning.campaign.fund',
        targetType: 'learning_campaign',
        targetId: String(id),
        detail: { points: body.points, reason: body.reason, transferId: moved.id },
      });
  });
  const [campaign] = await presentCampaigns(ctx, [id]);
  return campaign!;
}
