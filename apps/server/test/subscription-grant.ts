import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { subscriptionPackages, userSubscriptions } from '../src/db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a user a complimentary term of a seeded package (no payment), running from `startsAt`
 * for `days`: what makes a test user a subscriber now that the status is derived from terms.
 */
export async function grantSubscription(
  db: Db,
  userId: number,
  options: { startsAt: Date; days?: number; slug?: string },
): Promise<number> {
  const [pkg] = await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.slug, options.slug ?? 'monthly'));
  if (!pkg) throw new Error('the seeded packages are missing');
  const [term] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      packageId: pkg.id,
      pricePaid: 0n,
      startsAt: options.startsAt,
      endsAt: new Date(options.startsAt.getTime() + (options.days ?? pkg.durationDays) * DAY_MS),
      quotaTotal: pkg.mainQuizQuota,
      hintsPerMonth: pkg.hintsPerMonth,
      createdAt: options.startsAt,
    })
    .returning({ id: userSubscriptions.id });
  return term!.id;
}

/**
 * Makes a user a subscriber who earns points (spec §6): a running term of the seeded Monthly
 * package, whose `earn_points` is on. Tests about earning give their players this.
 */
export async function grantEarningSubscription(db: Db, userId: number, now: Date): Promise<number> {
  return grantSubscription(db, userId, { startsAt: new Date(now.getTime() - DAY_MS), slug: 'monthly' });
}

/** A package on sale whose terms do not earn points (created on first use); its slug. */
export async function nonEarningPackage(db: Db): Promise<string> {
  await db
    .insert(subscriptionPackages)
    .values({
      slug: 'no-points-test',
      nameEn: 'Reading only',
      nameTh: 'อ่านอย่างเดียว',
      price: 100n,
      durationDays: 30,
      hintsPerMonth: 3,
      mainQuizQuota: 5,
      earnPoints: false,
      sortOrder: 99,
    })
    .onConflictDoNothing({ target: subscriptionPackages.slug });
  return 'no-points-test';
}

/** A running term of a package that does not earn points. */
export async function grantNonEarningSubscription(db: Db, userId: number, now: Date): Promise<number> {
  return grantSubscription(db, userId, {
    startsAt: new Date(now.getTime() - DAY_MS),
    slug: await nonEarningPackage(db),
  });
}
