import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, provinces } from '../../db/schema/index.ts';

export function listActiveCategories(db: Db) {
  return db.select().from(categories).where(eq(categories.active, true)).orderBy(asc(categories.ranking));
}

export function listProvinces(db: Db) {
  return db.select().from(provinces).orderBy(asc(provinces.nameEn));
}
