import type { Category, Province } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';
import type { Db } from '../../db/client.ts';
import { listActiveCategories, listProvinces } from './reference.repo.ts';

/** Topic tags visible to readers, by ranking ascending, named in the reader's language. */
export async function getCategories(db: Db, locale: Locale): Promise<{ data: Category[] }> {
  const rows = await listActiveCategories(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: locale === 'th' ? row.nameTh : row.nameEn,
      nameEn: row.nameEn,
      nameTh: row.nameTh,
      ranking: row.ranking,
      active: row.active,
    })),
  };
}

export async function getProvinces(db: Db): Promise<{ data: Province[] }> {
  const rows = await listProvinces(db);
  return { data: rows.map(({ id, code, nameEn, nameTh }) => ({ id, code, nameEn, nameTh })) };
}
