import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import type { MemberCard, UserSubscription } from '@app/contracts/subscriptions';
import { canEarnPoints, hasExclusiveAccess } from '../../policies/subscriber.policy.ts';
import { hintPeriod, hintsRemaining, type UserSubscriptionRow } from './entitlements.ts';
import type { SubscriptionSettings } from './subscription-settings.ts';

/** A term joined with what the package is called. */
export interface SubscriptionWithPackage extends UserSubscriptionRow {
  nameEn: string;
  nameTh: string;
  durationDays: number;
  /** The package's flag as it is now: an award reads the same (see points-earning.ts). */
  packageEarnsPoints: boolean;
}

export function termStatus(row: { startsAt: Date; endsAt: Date }, now: Date) {
  if (now > row.endsAt) return 'expired' as const;
  if (now < row.startsAt) return 'upcoming' as const;
  return 'active' as const;
}

/** The start of the next month of the term, when this month's hints renew (null when the term ends first). */
function nextHintRenewal(row: UserSubscriptionRow, now: Date): string | null {
  const next = new Date(row.startsAt);
  next.setUTCMonth(row.startsAt.getUTCMonth() + hintPeriod(row.startsAt, now) + 1);
  return next < row.endsAt ? next.toISOString() : null;
}

export function memberCardPaths(tokenId: string) {
  return {
    metadataUrl: `/api/nft/member-cards/${tokenId}.json`,
    imageUrl: `/api/nft/member-cards/${tokenId}.svg`,
  };
}

function presentCard(row: UserSubscriptionRow, settings: SubscriptionSettings): MemberCard | null {
  if (!row.nftTokenId) return null;
  return {
    tokenId: row.nftTokenId,
    ...memberCardPaths(row.nftTokenId),
    onChain: row.nftMintedAt !== null,
    contractAddress: row.nftMintedAt ? (settings.nft?.contractAddress ?? null) : null,
    txHash: row.nftTxHash,
    mintedTo: row.nftMintedTo,
    mintedAt: row.nftMintedAt?.toISOString() ?? null,
  };
}

/**
 * A term as the user sees it at `now`: expired is derived from the end date (no timer), hints
 * from the month of the term, and the rights a term gives from the subscriber policy.
 */
export function presentSubscription(
  row: SubscriptionWithPackage,
  now: Date,
  locale: Locale,
  settings: SubscriptionSettings,
): UserSubscription {
  const status = termStatus(row, now);
  const active = status === 'active';
  const remainingHints = active ? hintsRemaining(row, now) : 0;
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: locale === 'th' ? row.nameTh : row.nameEn,
    packageNameEn: row.nameEn,
    packageNameTh: row.nameTh,
    price: formatKubUnits(row.pricePaid),
    durationDays: row.durationDays,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    expiryDate: row.endsAt.toISOString(),
    status,
    expired: status === 'expired',
    quota: {
      total: row.quotaTotal,
      used: row.quotaUsed,
      remaining: active ? row.quotaTotal - row.quotaUsed : 0,
    },
    hints: {
      perMonth: row.hintsPerMonth,
      usedThisMonth: active ? row.hintsPerMonth - hintsRemaining(row, now) : 0,
      remaining: remainingHints,
      usedTotal: row.hintsUsedTotal,
      renewsAt: active ? nextHintRenewal(row, now) : null,
    },
    exclusiveAccess: hasExclusiveAccess({ isSubscriber: active }),
    earnPoints: canEarnPoints({ active, packageEarnsPoints: row.packageEarnsPoints }),
    nftCard: presentCard(row, settings),
    createdAt: row.createdAt.toISOString(),
  };
}
