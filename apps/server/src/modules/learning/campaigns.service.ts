import type { Campaign, CampaignClaim, CampaignList } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { inTransaction } from '../../db/client.ts';
import {
  learningCampaignClaimFacets,
  learningCampaignClaims,
  learningCampaigns,
} from '../../db/schema/index.ts';
import type { SessionUser } from '../identity/session.service.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';
import { evaluateRules } from './campaign-rules.ts';
import { campaignPool, campaignStatus } from './campaign-status.ts';
import { identityFacets } from '../identity/identity-facets.ts';
import { pointsEarning, pointsForfeit } from '../subscriptions/points-earning.ts';
import type { LearningContext } from './learning-context.ts';

type CampaignRow = typeof learningCampaigns.$inferSelect;
type ClaimRow = typeof learningCampaignClaims.$inferSelect;

/** Ended campaigns the events page still lists, newest first. */
const ENDED_SHOWN = 6;

async function present(
  ctx: LearningContext,
  locale: Locale,
  row: CampaignRow,
  userId: number | null,
  claim: ClaimRow | undefined,
): Promise<Campaign> {
  const now = ctx.clock.now();
  const status = campaignStatus(row, now);
  const { rules, qualified } = await evaluateRules(ctx, locale, row, userId);
  const earning =
    userId !== null && !claim && status === 'running' ? await pointsEarning(ctx.db, userId, now) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: locale === 'th' ? row.titleTh : row.titleEn,
    description: locale === 'th' ? row.descriptionTh : row.descriptionEn,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status,
    rewardPoints: row.rewardPoints,
    // What is left now, never a promise: it shrinks with every claim and may run out.
    poolRemaining: status === 'ended' ? null : Number(await balanceOf(ctx.db, campaignPool(row.id), 'POINT')),
    rules,
    me:
      userId === null
        ? null
        : {
            qualified: qualified === true,
            claim: claim ? { points: claim.points, claimedAt: claim.claimedAt.toISOString() } : null,
            pointsForfeited:
              earning && !earning.earns
                ? await pointsForfeit(ctx.db, userId, locale, row.rewardPoints, earning.reason)
                : null,
          },
  };
}

/** The events page: running campaigns (ending soonest first), upcoming ones, and the last ended. */
export async function listCampaigns(
  ctx: LearningContext,
  locale: Locale,
  userId: number | null,
): Promise<CampaignList> {
  const now = ctx.clock.now();
  const [current, ended] = await Promise.all([
    ctx.db
      .select()
      .from(learningCampaigns)
      .where(and(eq(learningCampaigns.active, true), gt(learningCampaigns.endsAt, now)))
      .orderBy(asc(learningCampaigns.startsAt), asc(learningCampaigns.id))
      .limit(50),
    ctx.db
      .select()
      .from(learningCampaigns)
      .where(and(eq(learningCampaigns.active, true), lte(learningCampaigns.endsAt, now)))
      .orderBy(desc(learningCampaigns.endsAt), desc(learningCampaigns.id))
      .limit(ENDED_SHOWN),
  ]);
  const rows = [...current, ...ended];
  const claims =
    userId === null || rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(learningCampaignClaims)
          .where(
            and(
              eq(learningCampaignClaims.userId, userId),
              inArray(
                learningCampaignClaims.campaignId,
                rows.map((row) => row.id),
              ),
            ),
          );
  const views = await Promise.all(
    rows.map((row) =>
      present(
        ctx,
        locale,
        row,
        userId,
        claims.find((claim) => claim.campaignId === row.id),
      ),
    ),
  );
  return {
    now: now.toISOString(),
    running: views
      .filter((view) => view.status === 'running')
      .sort((a, b) => a.endsAt.localeCompare(b.endsAt)),
    upcoming: views.filter((view) => view.status === 'upcoming'),
    ended: views.filter((view) => view.status === 'ended'),
  };
}

function claimed(claim: ClaimRow, replayed: boolean): CampaignClaim {
  return {
    campaignId: claim.campaignId,
    points: claim.points,
    claimedAt: claim.claimedAt.toISOString(),
    replayed,
  };
}

async function existingClaim(ctx: LearningContext, campaignId: number, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(learningCampaignClaims)
    .where(and(eq(learningCampaignClaims.campaignId, campaignId), eq(learningCampaignClaims.userId, userId)));
  return row;
}

/**
 * Pays a qualified reader the campaign's reward from its pool, once per verified identity.
 * One transaction: the pool -> user transfer (its conditional debit refuses an empty pool
 * atomically: 'Sorry! Out of reward'), the claim row (one per user and campaign) and a row for
 * every identity facet (a facet another account already claimed with refuses), and the
 * 'Received Point' activity. A retried claim returns the first one; nothing moves twice.
 */
export async function claimCampaignReward(
  ctx: LearningContext,
  locale: Locale,
  user: SessionUser,
  campaignId: number,
): Promise<CampaignClaim> {
  const [campaign] = await ctx.db
    .select()
    .from(learningCampaigns)
    .where(and(eq(learningCampaigns.id, campaignId), eq(learningCampaigns.active, true)));
  if (!campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  const earlier = await existingClaim(ctx, campaignId, user.id);
  if (earlier) return claimed(earlier, true);
  const status = campaignStatus(campaign, ctx.clock.now());
  if (status === 'upcoming') throw new AppError('CAMPAIGN_NOT_STARTED');
  if (status === 'ended') throw new AppError('CAMPAIGN_ENDED');
  // An emptied pool answers at once, without a transaction; the conditional debit below stays
  // the guarantee when the last rewards are claimed in parallel.
  if ((await balanceOf(ctx.db, campaignPool(campaign.id), 'POINT')) < BigInt(campaign.rewardPoints))
    throw new AppError('CAMPAIGN_OUT_OF_REWARD');
  const { qualified } = await evaluateRules(ctx, locale, campaign, user.id);
  if (!qualified) throw new AppError('CAMPAIGN_NOT_QUALIFIED');
  const facets = await identityFacets(ctx.db, user.id);

  const outcome = await inTransaction(ctx.db, async (tx) => {
    // Spec §6, judged inside the award's transaction: without an earning term nothing moves, the
    // pool keeps its points and no identity is marked as claimed, so the reader may claim later.
    const earning = await pointsEarning(tx, user.id, ctx.clock.now());
    if (!earning.earns) throw new AppError(earning.reason);
    const eventKey = `campaign-claim:${campaign.id}:user:${user.id}`;
    const { transfer: moved, replayed } = await transfer(
      tx,
      ctx.clock,
      {
        kind: 'campaign-reward',
        currency: 'POINT',
        amount: BigInt(campaign.rewardPoints),
        from: campaignPool(campaign.id),
        to: { userId: user.id },
        idempotencyKey: eventKey,
        reference: { type: 'campaign', id: campaign.id },
        actorUserId: user.id,
      },
      { insufficient: 'CAMPAIGN_OUT_OF_REWARD' },
    );
    // The same reader's parallel claim committed first: answer with its claim.
    if (replayed) return null;
    const [claim] = await tx
      .insert(learningCampaignClaims)
      .values({
        campaignId: campaign.id,
        userId: user.id,
        points: campaign.rewardPoints,
        transferId: moved.id,
        claimedAt: ctx.clock.now(),
      })
      .returning();
    const taken = await tx
      .insert(learningCampaignClaimFacets)
      .values(facets.map((facet) => ({ campaignId: campaign.id, facet, claimId: claim!.id })))
      .onConflictDoNothing()
      .returning({ facet: learningCampaignClaimFacets.facet });
    if (taken.length < facets.length) throw new AppError('CAMPAIGN_ALREADY_CLAIMED');
    await recordActivity(tx, ctx.clock, {
      userId: user.id,
      type: 'Received Point',
      unit: 'POINT',
      amount: campaign.rewardPoints,
      status: 'COMPLETED',
      transferId: moved.id,
      reference: { type: 'campaign', id: campaign.id },
      eventKey,
    });
    return claim!;
  });
  if (outcome) return claimed(outcome, false);
  const first = await existingClaim(ctx, campaignId, user.id);
  if (!first) throw new AppError('CAMPAIGN_ALREADY_CLAIMED');
  return claimed(first, true);
}
