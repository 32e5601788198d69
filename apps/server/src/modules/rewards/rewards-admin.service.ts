import type { AdminReward, AdminRewardBody } from '@app/contracts/admin-money';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rewardImages, rewards } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { auditedWrite, type MoneyAdminContext } from '../audit/audited-write.ts';
import { encodeCover } from '../articles/article-covers-admin.service.ts';
import { fieldError } from '../audit/audited-write.ts';

/** The picture a new reward shows until one is uploaded. */
export const REWARD_PLACEHOLDER_IMAGE = '/rewards/reward-placeholder.svg';
export const REWARD_IMAGE_TYPE = 'image/webp';

export function rewardImageUrl(imageId: number): string {
  return `/api/client/reward-images/${imageId}`;
}

const pending = sql<number>`(select count(*)::int from reward_redemptions r
  where r.reward_id = "rewards"."id" and r.status = 'PENDING')`;

async function rewardRows(db: Db | Tx, id?: number): Promise<AdminReward[]> {
  const rows = await db
    .select({ reward: rewards, pending })
    .from(rewards)
    .where(id === undefined ? undefined : eq(rewards.id, id))
    .orderBy(asc(rewards.sortOrder), asc(rewards.id));
  return rows.map(({ reward, pending: waiting }) => ({
    id: reward.id,
    slug: reward.slug,
    type: reward.type,
    nameEn: reward.nameEn,
    nameTh: reward.nameTh,
    descriptionEn: reward.descriptionEn,
    descriptionTh: reward.descriptionTh,
    image: reward.image,
    costPoints: reward.costPoints,
    stock: reward.stock,
    redeemed: reward.redeemed,
    pending: Number(waiting),
    perUserLimit: reward.perUserLimit,
    subscriptionRequired: reward.subscriptionRequired,
    active: reward.active,
    sortOrder: reward.sortOrder,
  }));
}

export async function listAdminRewards(db: Db): Promise<{ data: AdminReward[] }> {
  return { data: await rewardRows(db) };
}

const spec = (action: string) => ({
  action,
  targetType: 'reward',
  duplicate: { code: 'ADMIN_SLUG_IN_USE' as const, path: 'body.slug' },
});

export function createReward(ctx: MoneyAdminContext, actor: AuditActor, body: AdminRewardBody) {
  return auditedWrite(ctx, actor, spec('reward.create'), async (tx) => {
    const [row] = await tx
      .insert(rewards)
      .values({ ...body, image: REWARD_PLACEHOLDER_IMAGE, createdAt: ctx.clock.now() })
      .returning({ id: rewards.id });
    const [after] = await rewardRows(tx, row!.id);
    return { result: after!, targetId: row!.id, after };
  });
}

/**
 * Saves a reward. The row is locked first, so a redemption running now either finished before
 * (and is counted in `redeemed`) or waits; the stock can then never drop below what is taken.
 */
export function updateReward(ctx: MoneyAdminContext, actor: AuditActor, id: number, body: AdminRewardBody) {
  return auditedWrite(ctx, actor, spec('reward.update'), async (tx) => {
    const [locked] = await tx
      .select({ id: rewards.id })
      .from(rewards)
      .where(eq(rewards.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const [before] = await rewardRows(tx, id);
    if (body.stock < before!.redeemed) throw fieldError('ADMIN_STOCK_BELOW_REDEEMED', 'body.stock');
    await tx.update(rewards).set(body).where(eq(rewards.id, id));
    const [after] = await rewardRows(tx, id);
    return { result: after!, targetId: id, before, after };
  });
}

/** Checks and re-encodes a picture like an article cover, stores it and points the reward at it. */
export async function setRewardImage(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  id: number,
  bytes: Buffer,
): Promise<{ image: string }> {
  const encoded = await encodeCover(bytes);
  return auditedWrite(ctx, actor, { action: 'reward.image', targetType: 'reward' }, async (tx) => {
    const [before] = await tx
      .select({ image: rewards.image })
      .from(rewards)
      .where(eq(rewards.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [stored] = await tx
      .insert(rewardImages)
      .values({ rewardId: id, ...encoded, createdAt: ctx.clock.now() })
      .returning({ id: rewardImages.id });
    const image = rewardImageUrl(stored!.id);
    await tx.update(rewards).set({ image }).where(eq(rewards.id, id));
    return {
      result: { image },
      targetId: id,
      before,
      after: { image, width: encoded.width, height: encoded.height, bytes: encoded.image.length },
    };
  });
}

export async function loadRewardImage(db: Db, imageId: number): Promise<Buffer> {
  const [row] = await db
    .select({ image: rewardImages.image })
    .from(rewardImages)
    .where(eq(rewardImages.id, imageId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.image;
}
