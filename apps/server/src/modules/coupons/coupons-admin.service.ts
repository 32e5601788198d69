import type { AdminCoupon, AdminCouponBody } from '@app/contracts/admin-money';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, rewards } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { auditedWrite, fieldError, type MoneyAdminContext } from '../audit/audited-write.ts';
import { bangkokDay, bangkokMidnight } from '../../lib/bangkok-day.ts';

const DAY_MS = 86_400_000;

async function couponRows(db: Db | Tx, id?: number): Promise<AdminCoupon[]> {
  const rows = await db
    .select({ coupon: coupons, rewardName: rewards.nameEn })
    .from(coupons)
    .leftJoin(rewards, eq(rewards.id, coupons.rewardId))
    .where(id === undefined ? undefined : eq(coupons.id, id))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(({ coupon, rewardName }) => ({
    id: coupon.id,
    code: coupon.code,
    points: coupon.points,
    rewardId: coupon.rewardId,
    rewardName,
    descriptionEn: coupon.descriptionEn,
    descriptionTh: coupon.descriptionTh,
    validFrom: bangkokDay(coupon.startsAt),
    // Stored as the exclusive end (midnight after the last day); shown as the last day itself.
    validTo: coupon.expiresAt ? bangkokDay(new Date(coupon.expiresAt.getTime() - 1)) : null,
    maxUses: coupon.maxUses,
    used: coupon.used,
    active: coupon.active,
  }));
}

export async function listAdminCoupons(db: Db): Promise<{ data: AdminCoupon[] }> {
  return { data: await couponRows(db) };
}

/** The columns a coupon form sets: days become Bangkok midnights, the code is upper-case already. */
async function couponValues(tx: Tx, body: AdminCouponBody) {
  if (body.rewardId !== null) {
    const [reward] = await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.id, body.rewardId));
    if (!reward) throw fieldError('ADMIN_REWARD_UNKNOWN', 'body.rewardId');
  }
  return {
    code: body.code,
    points: body.points,
    rewardId: body.rewardId,
    descriptionEn: body.descriptionEn,
    descriptionTh: body.descriptionTh,
    startsAt: bangkokMidnight(body.validFrom),
    expiresAt: body.validTo ? new Date(bangkokMidnight(body.validTo).getTime() + DAY_MS) : null,
    maxUses: body.maxUses,
    active: body.active,
  };
}

const spec = (action: string) => ({
  action,
  targetType: 'coupon',
  duplicate: { code: 'ADMIN_COUPON_CODE_TAKEN' as const, path: 'body.code' },
});

export function createCoupon(ctx: MoneyAdminContext, actor: AuditActor, body: AdminCouponBody) {
  return auditedWrite(ctx, actor, spec('coupon.create'), async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ ...(await couponValues(tx, body)), createdAt: ctx.clock.now() })
      .returning({ id: coupons.id });
    const [after] = await couponRows(tx, row!.id);
    return { result: after!, targetId: row!.id, after };
  });
}

/** Saves a coupon; locked first, so a use counted at this moment is seen before `maxUses` is checked. */
export function updateCoupon(ctx: MoneyAdminContext, actor: AuditActor, id: number, body: AdminCouponBody) {
  return auditedWrite(ctx, actor, spec('coupon.update'), async (tx) => {
    const [locked] = await tx
      .select({ used: coupons.used })
      .from(coupons)
      .where(eq(coupons.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (body.maxUses < locked.used) throw fieldError('ADMIN_COUPON_MAX_BELOW_USED', 'body.maxUses');
    const [before] = await couponRows(tx, id);
    await tx
      .update(coupons)
      .set(await couponValues(tx, body))
      .where(eq(coupons.id, id));
    const [after] = await couponRows(tx, id);
    return { result: after!, targetId: id, before, after };
  });
}
