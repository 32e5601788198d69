import { errorMessage } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { formatKubUnits } from '@app/contracts/money';
import type { SubscriptionPackage } from '@app/contracts/subscriptions';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPackages } from '../../db/schema/index.ts';

export type PackageRow = typeof subscriptionPackages.$inferSelect;

export function presentPackage(row: PackageRow, locale: Locale): SubscriptionPackage {
  return {
    id: row.id,
    slug: row.slug,
    name: locale === 'th' ? row.nameTh : row.nameEn,
    nameEn: row.nameEn,
    nameTh: row.nameTh,
    description: locale === 'th' ? row.descriptionTh : row.descriptionEn,
    price: formatKubUnits(row.price),
    durationDays: row.durationDays,
    hintsPerMonth: row.hintsPerMonth,
    mainQuizQuota: row.mainQuizQuota,
    nftMemberCard: row.nftMemberCard,
    kycRequired: row.kycRequired,
    newSubscribersOnly: row.newSubscribersOnly,
    earnPoints: row.earnPoints,
  };
}

/** The packages on sale, in display order. */
export async function listPackages(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.active, true))
    .orderBy(asc(subscriptionPackages.sortOrder), asc(subscriptionPackages.id));
  return { data: rows.map((row) => presentPackage(row, locale)), total: rows.length };
}

/** A package on sale, or PACKAGE_NOT_FOUND (withdrawn packages are not sold or shown). */
export async function findPackageOnSale(db: Db, id: number): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(subscriptionPackages)
    .where(and(eq(subscriptionPackages.id, id), eq(subscriptionPackages.active, true)));
  if (!row) throw new AppError('PACKAGE_NOT_FOUND');
  return row;
}

export async function getPackage(db: Db, id: number, locale: Locale): Promise<SubscriptionPackage> {
  return presentPackage(await findPackageOnSale(db, id), locale);
}

/** A refusal code with its message, for answers that report rather than throw. */
export function refusalOf(code: Parameters<typeof errorMessage>[0], locale: Locale) {
  return { code, message: errorMessage(code, locale) };
}
