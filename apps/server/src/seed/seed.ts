import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FOOTER_TYPES } from '@app/contracts/content';
import { LOCALES } from '@app/contracts/locale';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { categories, footers, provinces } from '../db/schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedArticles } from './articles.ts';
import { seedDiscovery } from './discovery.ts';
import { seedRewards } from './rewards.ts';
import { seedWallets } from './wallet.ts';
import { seedSubscriptions } from './subscriptions.ts';
import { seedPopQuizzes } from './pop-quizzes.ts';
import { seedQuizzes } from './quizzes.ts';
import { seedLearning } from './learning.ts';
import { syncSearchIndex } from '../modules/search/search.indexer.ts';
import { parseFrontMatter } from './front-matter.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const categoryFile = z.array(
  z.object({ key: z.number().int(), ranking: z.number().int(), active: z.boolean(), name: bilingual }),
);
const provinceFile = z.array(
  z.object({ code: z.number().int(), name_en: z.string().min(1), name_th: z.string().min(1) }),
);
const legalFrontMatter = z.object({ title: z.string().min(1), updated: z.union([z.string(), z.date()]) });

async function readYaml<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(parse(await readFile(join(dir, file), 'utf8')));
}

/**
 * Loads everything, reference data and demo content (`npm run db:seed`, tests, benchmarks). It
 * only inserts what is missing (keyed by natural keys), so running it twice changes nothing and
 * never overwrites what an admin has edited.
 */
export async function seedDatabase(db: Db, contentDir: string): Promise<void> {
  await seedReferenceData(db, contentDir);
  await seedDemoContent(db, contentDir);
}

/**
 * What every site needs before its admins can work, demo or not: article categories (an article
 * needs one), Thailand's provinces (delivery addresses) and the legal texts (registration links
 * the terms). Admins edit them afterwards; only missing rows are added.
 */
export async function seedReferenceData(db: Db, contentDir: string): Promise<void> {
  const categoryRows = await readYaml(contentDir, 'categories.yaml', categoryFile);
  await db
    .insert(categories)
    .values(
      categoryRows.map((c) => ({
        key: c.key,
        ranking: c.ranking,
        active: c.active,
        nameEn: c.name.en,
        nameTh: c.name.th,
      })),
    )
    .onConflictDoNothing();

  const provinceRows = await readYaml(contentDir, 'provinces.yaml', provinceFile);
  await db
    .insert(provinces)
    .values(provinceRows.map((p) => ({ code: p.code, nameEn: p.name_en, nameTh: p.name_th })))
    .onConflictDoNothing();

  const legalDir = join(contentDir, 'legal');
  const present = new Set(await readdir(legalDir));
  const footerRows = [];
  for (const type of FOOTER_TYPES) {
    for (const locale of LOCALES) {
      const file = `${type}.${locale}.md`;
      if (!present.has(file)) throw new Error(`content/legal/${file} is missing`);
      const { data, body } = parseFrontMatter(await readFile(join(legalDir, file), 'utf8'));
      const meta = legalFrontMatter.parse(data);
      footerRows.push({ type, locale, title: meta.title, body, updatedAt: new Date(meta.updated) });
    }
  }
  await db.insert(footers).values(footerRows).onConflictDoNothing();
}

/**
 * The demo: accounts with the README's passwords, articles, quizzes, rewards, packages and the
 * rest of `content/`. Loaded at start-up only where DEMO_CONTENT is on (demo mode, test sites).
 */
export async function seedDemoContent(db: Db, contentDir: string): Promise<void> {
  await seedAccounts(db);
  await seedArticles(db, contentDir);
  await seedDiscovery(db, contentDir);
  await seedRewards(db, contentDir);
  await seedWallets(db, contentDir);
  await seedSubscriptions(db, contentDir);
  await seedPopQuizzes(db, contentDir);
  await seedQuizzes(db, contentDir);
  await seedLearning(db, contentDir);
  await syncSearchIndex(db);
}
