import type { AdminCampaign, AdminCampaignBody } from '@app/contracts/learning';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { articles, learningReads } from '../src/db/schema/index.ts';
import type { ProfileTestApp } from './profile-kit.ts';
import { grantEarningSubscription } from './subscription-grant.ts';

export type Headers = Record<string, string>;

let slugCounter = 0;
/** A slug no other test of the run uses. */
export const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}-${(slugCounter += 1)}`;

/** A reader who earns points (spec §6: a running term of an earning package), by id. */
export async function earningReader(
  t: ProfileTestApp,
  fields: Parameters<ProfileTestApp['createUser']>[0] = {},
): Promise<number> {
  const userId = await t.createUser(fields);
  await grantEarningSubscription(t.database.db, userId, t.clock.now());
  return userId;
}

/** Article ids of demo articles by slug (content/articles). */
export async function articleIds(t: ProfileTestApp, slugs: string[]): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function readArticle(t: ProfileTestApp, headers: Headers, articleId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/client/learning/reads',
    headers,
    payload: { articleId },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Marks articles as read for many users at once (what 100 qualifiers' page views would write). */
export async function markRead(t: ProfileTestApp, userIds: number[], ids: number[]): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .insert(learningReads)
    .values(
      userIds.flatMap((userId) =>
        ids.map((articleId) => ({ userId, articleId, firstReadAt: now, lastReadAt: now })),
      ),
    )
    .onConflictDoUpdate({
      target: [learningReads.userId, learningReads.articleId],
      set: { lastReadAt: now },
    });
}

/** Creates a campaign through the admin API and funds its pool; returns the admin view. */
export async function createCampaign(
  t: ProfileTestApp,
  admin: Headers,
  input: Partial<AdminCampaignBody> & { pool?: number },
): Promise<AdminCampaign> {
  const now = t.clock.now().getTime();
  const { pool, ...overrides } = input;
  const body: AdminCampaignBody = {
    slug: uniqueSlug('event'),
    title: { en: 'Safety sprint', th: 'กิจกรรมความปลอดภัย' },
    description: { en: 'Read the safety guides.', th: 'อ่านคู่มือความปลอดภัย' },
    startsAt: new Date(now - 60 * 60 * 1000).toISOString(),
    endsAt: new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString(),
    rewardPoints: 30,
    rules: [{ type: 'read_articles', articles: ['seed-phrases-and-private-keys', 'spotting-crypto-scams'] }],
    active: true,
    ...overrides,
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/learning/campaigns',
    headers: admin,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as AdminCampaign;
  if (!pool) return campaign;
  const funded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/learning/campaigns/${campaign.id}/fund`,
    headers: admin,
    payload: { points: pool, idempotencyKey: `fund-${campaign.slug}`, reason: 'Test pool' },
  });
  expect(funded.statusCode, funded.body).toBe(200);
  return funded.json() as AdminCampaign;
}

export function claim(t: ProfileTestApp, headers: Headers, campaignId: number) {
  return t.app.inject({ method: 'POST', url: `/api/client/learning/campaigns/${campaignId}/claim`, headers });
}
