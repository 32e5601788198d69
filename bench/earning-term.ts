import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Points are earned by subscribers (docs/decisions/019): gives the benchmark's players a running
 * term of a hidden package that earns points, so their claims are paid and measured.
 */
export async function grantEarningTerms(db: Db, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`insert into subscription_packages
      (slug, name_en, name_th, price, duration_days, hints_per_month, main_quiz_quota, earn_points, active)
    values ('bench-earning', 'Benchmark', 'Benchmark', 0, 30, 0, 0, true, false)
    on conflict (slug) do nothing`);
  const start = new Date(now.getTime() - DAY_MS).toISOString();
  const end = new Date(now.getTime() + 30 * DAY_MS).toISOString();
  await db.execute(sql`insert into user_subscriptions
      (user_id, package_id, price_paid, starts_at, ends_at, quota_total, hints_per_month, created_at)
    select u.id, p.id, 0, ${start}::timestamptz, ${end}::timestamptz, 0, 0, ${now.toISOString()}::timestamptz
    from subscription_packages p,
      (values ${sql.join(
        userIds.map((id) => sql`(${id}::integer)`),
        sql`, `,
      )}) as u(id)
    where p.slug = 'bench-earning'`);
}
