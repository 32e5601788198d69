import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseKubAmount } from '@app/contracts/money';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { subscriptionPackages, users, userSubscriptions } from '../db/schema/index.ts';
import { DEMO_USERS } from './accounts.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const packageFile = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    sort: z.number().int(),
    name: bilingual,
    description: bilingual,
    price: z.string().refine((value) => parseKubAmount(value) !== undefined, 'a KUB amount'),
    durationDays: z.number().int().positive(),
    hintsPerMonth: z.number().int().min(0),
    mainQuizQuota: z.number().int().min(0),
    nftMemberCard: z.boolean(),
    kycRequired: z.boolean(),
    newSubscribersOnly: z.boolean(),
    /** Spec §6: running terms earn points (omitted: yes). */
    earnPoints: z.boolean().default(true),
  }),
);

/**
 * The demo subscriber's term: complimentary (no payment), long enough that the demo and the tests'
 * clocks (set in 2026) always find it running. Keyed, so a second run adds nothing.
 */
const DEMO_TERM = {
  packageSlug: 'yearly',
  purchaseKey: 'seed:demo-subscriber',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2036-01-01T00:00:00Z'),
};

/** Packages from content/subscriptions/packages.yaml (missing slugs only) and the demo subscriber's term. */
export async function seedSubscriptions(db: Db, contentDir: string): Promise<void> {
  const rows = packageFile.parse(
    parse(await readFile(join(contentDir, 'subscriptions', 'packages.yaml'), 'utf8')),
  );
  await db
    .insert(subscriptionPackages)
    .values(
      rows.map((row) => ({
        slug: row.slug,
        nameEn: row.name.en,
        nameTh: row.name.th,
        descriptionEn: row.description.en,
        descriptionTh: row.description.th,
        price: parseKubAmount(row.price)!,
        durationDays: row.durationDays,
        hintsPerMonth: row.hintsPerMonth,
        mainQuizQuota: row.mainQuizQuota,
        nftMemberCard: row.nftMemberCard,
        kycRequired: row.kycRequired,
        newSubscribersOnly: row.newSubscribersOnly,
        earnPoints: row.earnPoints,
        sortOrder: row.sort,
      })),
    )
    .onConflictDoNothing({ target: subscriptionPackages.slug });

  const demo = DEMO_USERS.find((user) => user.subscriber);
  const [subscriber] = demo
    ? await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email))
    : [];
  const [pkg] = await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.slug, DEMO_TERM.packageSlug));
  if (!subscriber || !pkg) return;
  const [term] = await db
    .insert(userSubscriptions)
    .values({
      userId: subscriber.id,
      packageId: pkg.id,
      pricePaid: 0n,
      startsAt: DEMO_TERM.startsAt,
      endsAt: DEMO_TERM.endsAt,
      quotaTotal: pkg.mainQuizQuota,
      hintsPerMonth: pkg.hintsPerMonth,
      purchaseKey: DEMO_TERM.purchaseKey,
      createdAt: DEMO_TERM.startsAt,
    })
    .onConflictDoNothing({ target: userSubscriptions.purchaseKey })
    .returning({ id: userSubscriptions.id });
  if (term) {
    await db
      .update(userSubscriptions)
      .set({ nftTokenId: String(term.id) })
      .where(eq(userSubscriptions.id, term.id));
  }
}
