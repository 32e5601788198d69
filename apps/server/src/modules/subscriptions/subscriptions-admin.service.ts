import type { AdminPackage, AdminPackageBody } from '@app/contracts/admin-money';
import { formatKubUnits, parseKubAmount } from '@app/contracts/money';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionPackages } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { auditedWrite, type MoneyAdminContext } from '../audit/audited-write.ts';
import { fieldError } from '../audit/audited-write.ts';

const termsSold = sql<number>`(select count(*)::int from user_subscriptions s
  where s.package_id = "subscription_packages"."id")`;

async function packageRows(db: Db | Tx, id?: number): Promise<AdminPackage[]> {
  const rows = await db
    .select({ pkg: subscriptionPackages, termsSold })
    .from(subscriptionPackages)
    .where(id === undefined ? undefined : eq(subscriptionPackages.id, id))
    .orderBy(asc(subscriptionPackages.sortOrder), asc(subscriptionPackages.id));
  return rows.map(({ pkg, termsSold: sold }) => ({
    id: pkg.id,
    slug: pkg.slug,
    nameEn: pkg.nameEn,
    nameTh: pkg.nameTh,
    descriptionEn: pkg.descriptionEn,
    descriptionTh: pkg.descriptionTh,
    price: formatKubUnits(pkg.price),
    durationDays: pkg.durationDays,
    hintsPerMonth: pkg.hintsPerMonth,
    mainQuizQuota: pkg.mainQuizQuota,
    nftMemberCard: pkg.nftMemberCard,
    kycRequired: pkg.kycRequired,
    newSubscribersOnly: pkg.newSubscribersOnly,
    earnPoints: pkg.earnPoints,
    active: pkg.active,
    sortOrder: pkg.sortOrder,
    termsSold: Number(sold),
  }));
}

export async function listAdminPackages(db: Db): Promise<{ data: AdminPackage[] }> {
  return { data: await packageRows(db) };
}

/** The row's columns; the KUB price goes from its decimal text to units without a float. */
function packageValues(body: AdminPackageBody) {
  const price = parseKubAmount(body.price);
  if (price === undefined) throw fieldError('ADMIN_PRICE_INVALID', 'body.price');
  return { ...body, price };
}

const spec = (action: string) => ({
  action,
  targetType: 'subscription_package',
  duplicate: { code: 'ADMIN_SLUG_IN_USE' as const, path: 'body.slug' },
});

export function createPackage(ctx: MoneyAdminContext, actor: AuditActor, body: AdminPackageBody) {
  const values = packageValues(body);
  return auditedWrite(ctx, actor, spec('package.create'), async (tx) => {
    const [row] = await tx
      .insert(subscriptionPackages)
      .values({ ...values, createdAt: ctx.clock.now() })
      .returning({ id: subscriptionPackages.id });
    const [after] = await packageRows(tx, row!.id);
    return { result: after!, targetId: row!.id, after };
  });
}

/**
 * Saves a package. Terms already bought are untouched: each copied its price, quota, hints and
 * end date when it was bought (user_subscriptions), so a new price applies to the next order only.
 */
export function updatePackage(ctx: MoneyAdminContext, actor: AuditActor, id: number, body: AdminPackageBody) {
  const values = packageValues(body);
  return auditedWrite(ctx, actor, spec('package.update'), async (tx) => {
    const [before] = await packageRows(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await tx.update(subscriptionPackages).set(values).where(eq(subscriptionPackages.id, id));
    const [after] = await packageRows(tx, id);
    return { result: after!, targetId: id, before, after };
  });
}
