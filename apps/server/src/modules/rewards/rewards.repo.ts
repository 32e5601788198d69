import type { Locale } from '@app/contracts/locale';
import type { Redemption, Reward } from '@app/contracts/rewards';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  provinces,
  type rewardRedemptions,
  rewards,
  rewardUserCounts,
  type ShippingSnapshot,
  users,
} from '../../db/schema/index.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type RedemptionRow = typeof rewardRedemptions.$inferSelect;

export function presentReward(row: RewardRow, locale: Locale, redeemedByMe: number | null): Reward {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    name: locale === 'th' ? row.nameTh : row.nameEn,
    nameEn: row.nameEn,
    nameTh: row.nameTh,
    description: locale === 'th' ? row.descriptionTh : row.descriptionEn,
    image: row.image,
    costPoints: row.costPoints,
    stock: Math.max(0, row.stock - row.redeemed),
    totalStock: row.stock,
    perUserLimit: row.perUserLimit,
    subscriptionRequired: row.subscriptionRequired,
    redeemedByMe,
  };
}

/** One line for a shipping snapshot, as the tracking screen shows it. */
export function shippingLine(shipping: ShippingSnapshot): string {
  return [shipping.address, shipping.district, shipping.province, shipping.postcode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

export function presentRedemption(row: RedemptionRow, reward: RewardRow, locale: Locale): Redemption {
  return {
    id: row.id,
    rewardId: reward.id,
    rewardName: locale === 'th' ? reward.nameTh : reward.nameEn,
    rewardType: reward.type,
    image: reward.image,
    pointsUsed: Number(row.pointsCost),
    status: row.status,
    trackingId: row.trackingId,
    destination: row.shipping ? shippingLine(row.shipping) : row.walletAddress,
    cancelReason: row.cancelReason,
    source: row.source,
    redeemedAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The catalogue in display order (active rewards only). */
export async function listActiveRewards(db: Db): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.sortOrder), asc(rewards.id));
}

export async function findReward(db: Db, id: number): Promise<RewardRow | null> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  return row ?? null;
}

/** How many times the user holds or received each of the rewards. */
export async function countsByReward(
  db: Db,
  userId: number,
  rewardIds: number[],
): Promise<Map<number, number>> {
  if (rewardIds.length === 0) return new Map();
  const rows = await db
    .select({ rewardId: rewardUserCounts.rewardId, count: rewardUserCounts.count })
    .from(rewardUserCounts)
    .where(and(eq(rewardUserCounts.userId, userId), inArray(rewardUserCounts.rewardId, rewardIds)));
  return new Map(rows.map((row) => [row.rewardId, row.count]));
}

/** What a redemption needs from the profile: where to ship and which wallet was proven. */
export interface Destination {
  shipping: ShippingSnapshot | null;
  walletAddress: string | null;
}

export async function userDestination(db: Db, userId: number, locale: Locale): Promise<Destination> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      surname: users.surname,
      phone: users.phone,
      address: users.address,
      district: users.district,
      postcode: users.postcode,
      walletAddress: users.walletAddress,
      provinceEn: provinces.nameEn,
      provinceTh: provinces.nameTh,
    })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .where(eq(users.id, userId));
  if (!row) return { shipping: null, walletAddress: null };
  const province = locale === 'th' ? row.provinceTh : row.provinceEn;
  const address = row.address?.trim();
  const postcode = row.postcode?.trim();
  // Address, province and postcode are what a courier cannot do without.
  const shipping =
    address && postcode && province
      ? {
          recipientName: [row.firstName, row.surname].filter(Boolean).join(' ') || null,
          phone: row.phone,
          address,
          district: row.district,
          province,
          postcode,
        }
      : null;
  return { shipping, walletAddress: row.walletAddress };
}
