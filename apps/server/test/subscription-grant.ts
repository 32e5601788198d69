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
