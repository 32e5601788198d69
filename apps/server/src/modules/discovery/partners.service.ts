import type { Partner, PartnerCategory } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';

/** Partners by name, optionally of one category and/or whose name contains the search text. */
export async function listPartners(
  db: Db,
  filter: { category?: PartnerCategory | undefined; search?: string | undefined },
  locale: Locale,
): Promise<{ data: Partner[] }> {
  const rows = await db
    .select()
    .from(partners)
    .where(
      and(
        filter.category ? eq(partners.category, filter.category) : undefined,
        filter.search
          ? ilike(partners.name, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      ),
    )
    .orderBy(sql`lower(${partners.name}) collate "C"`, asc(partners.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      category: row.category as PartnerCategory,
      website: row.website,
      email: row.email,
      description: locale === 'th' ? row.descriptionTh : row.descriptionEn,
    })),
  };
}
