import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REWARD_TYPES } from '@app/contracts/rewards';
import { inArray } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { coupons, rewardFaqs, rewards } from '../db/schema/index.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const rewardFile = z.array(
  z.object({
    slug: z.string().min(1),
    type: z.enum(REWARD_TYPES),
    cost_points: z.number().int().min(0),
    stock: z.number().int().min(0),
    per_user_limit: z.number().int().min(1),
    subscription_required: z.boolean(),
    image: z.string().startsWith('/rewards/'),
    name: bilingual,
    description: bilingual,
  }),
);
const when = z.union([z.string(), z.date()]).transform((value) => new Date(value));
const couponFile = z.array(
  z
    .object({
      code: z.string().regex(/^[A-Z0-9]{3,40}$/),
      points: z.number().int().positive().optional(),
      reward: z.string().optional(),
      max_uses: z.number().int().positive(),
      starts_at: when,
      expires_at: when.optional(),
      description: bilingual,
    })
    .refine((c) => (c.points === undefined) !== (c.reward === undefined), 'points or reward, not both'),
);
const faqFile = z.array(z.object({ key: z.string().min(1), question: bilingual, answer: bilingual }));

async function readYaml<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(parse(await readFile(path, 'utf8')));
}

/**
 * Demo rewards, coupons and the redeem FAQ from content/rewards/. Rows are inserted only when
 * their natural key (slug, code, key) is missing: a second run changes nothing, and stock an
 * admin changed or coupons already used are left alone.
 */
export async function seedRewards(db: Db, contentDir: string): Promise<void> {
  const dir = join(contentDir, 'rewards');
  const rewardRows = await readYaml(join(dir, 'rewards.yaml'), rewardFile);
  await db
    .insert(rewards)
    .values(
      rewardRows.map((r, index) => ({
        slug: r.slug,
        type: r.type,
        nameEn: r.name.en,
        nameTh: r.name.th,
        descriptionEn: r.description.en,
        descriptionTh: r.description.th,
        image: r.image,
        costPoints: r.cost_points,
        stock: r.stock,
        perUserLimit: r.per_user_limit,
        subscriptionRequired: r.subscription_required,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();

  const couponRows = await readYaml(join(dir, 'coupons.yaml'), couponFile);
  const slugs = couponRows.flatMap((c) => (c.reward ? [c.reward] : []));
  const ids = new Map(
    slugs.length === 0
      ? []
      : (
          await db
            .select({ id: rewards.id, slug: rewards.slug })
            .from(rewards)
            .where(inArray(rewards.slug, slugs))
        ).map((row) => [row.slug, row.id]),
  );
  await db
    .insert(coupons)
    .values(
      couponRows.map((c) => {
        const rewardId = c.reward ? ids.get(c.reward) : undefined;
        if (c.reward && rewardId === undefined) throw new Error(`coupon ${c.code}: no reward ${c.reward}`);
        return {
          code: c.code,
          points: c.points ?? null,
          rewardId: rewardId ?? null,
          descriptionEn: c.description.en,
          descriptionTh: c.description.th,
          maxUses: c.max_uses,
          startsAt: c.starts_at,
          expiresAt: c.expires_at ?? null,
        };
      }),
    )
    .onConflictDoNothing();

  const faqRows = await readYaml(join(dir, 'faq.yaml'), faqFile);
  await db
    .insert(rewardFaqs)
    .values(
      faqRows.map((f, index) => ({
        key: f.key,
        sortOrder: index,
        questionEn: f.question.en,
        questionTh: f.question.th,
        answerEn: f.answer.en,
        answerTh: f.answer.th,
      })),
    )
    .onConflictDoNothing();
}
