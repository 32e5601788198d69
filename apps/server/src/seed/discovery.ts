import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { glossaryTag, PARTNER_CATEGORIES, thaiInitial } from '@app/contracts/discovery';
import { glossarySummaries } from '../modules/glossary/glossary-summary.ts';
import { LOCALES } from '@app/contracts/locale';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  aboutPages,
  getStartedBanners,
  getStartedSteps,
  glossaryTerms,
  partners,
} from '../db/schema/index.ts';
import { parseFrontMatter } from './front-matter.ts';

const bilingual = z.object({ en: z.string().min(1), th: z.string().min(1) });
const termText = z.object({ term: z.string().min(1), definition: z.string().min(1) });
const glossaryFile = z.array(z.object({ key: z.string().min(1), en: termText, th: termText }));
const getStartedFile = z.object({
  banners: z.array(z.object({ key: z.string().min(1), title: bilingual, subtitle: bilingual })),
  steps: z.array(
    z.object({
      key: z.string().min(1),
      order: z.number().int(),
      title: bilingual,
      body: bilingual,
      link: z.string().startsWith('/').optional(),
    }),
  ),
});
const partnerFile = z.array(
  z.object({
    key: z.string().min(1),
    name: z.string().min(1),
    category: z.enum(PARTNER_CATEGORIES),
    website: z.string().url(),
    email: z.string().email(),
    description: bilingual,
  }),
);
const aboutFrontMatter = z.object({ title: z.string().min(1), summary: z.string().min(1) });

async function readYaml<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(parse(await readFile(path, 'utf8')));
}

/**
 * Glossary, get-started, partners and about-us content. Rows are inserted only when their
 * natural key is missing, so a second run changes nothing and never overwrites an edit.
 */
export async function seedDiscovery(db: Db, contentDir: string): Promise<void> {
  const glossaryDir = join(contentDir, 'glossary');
  const files = (await readdir(glossaryDir)).filter((name) => name.endsWith('.yaml')).sort();
  const terms = [];
  for (const file of files) terms.push(...(await readYaml(join(glossaryDir, file), glossaryFile)));
  await db
    .insert(glossaryTerms)
    .values(
      terms.map((t) => ({
        key: t.key,
        tag: glossaryTag(t.en.term),
        thaiInitial: thaiInitial(t.th.term),
        termEn: t.en.term,
        termTh: t.th.term,
        definitionEn: t.en.definition,
        definitionTh: t.th.definition,
        ...glossarySummaries({ definitionEn: t.en.definition, definitionTh: t.th.definition }),
      })),
    )
    .onConflictDoNothing();

  const started = await readYaml(join(contentDir, 'get-started.yaml'), getStartedFile);
  // The file lists banners newest first; spacing their times a second apart keeps that order
  // for "the latest banner" (limit 1) even though they are all inserted at once.
  const seededAt = Date.now();
  await db
    .insert(getStartedBanners)
    .values(
      started.banners.map((b, index) => ({
        key: b.key,
        titleEn: b.title.en,
        titleTh: b.title.th,
        subtitleEn: b.subtitle.en,
        subtitleTh: b.subtitle.th,
        createdAt: new Date(seededAt - index * 1000),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(getStartedSteps)
    .values(
      started.steps.map((s) => ({
        key: s.key,
        order: s.order,
        titleEn: s.title.en,
        titleTh: s.title.th,
        bodyEn: s.body.en,
        bodyTh: s.body.th,
        link: s.link ?? null,
      })),
    )
    // Links are the site's own paths: a moved page is followed even in a database seeded earlier.
    .onConflictDoUpdate({ target: getStartedSteps.key, set: { link: sql`excluded.link` } });

  const partnerRows = await readYaml(join(contentDir, 'partners.yaml'), partnerFile);
  await db
    .insert(partners)
    .values(
      partnerRows.map((p) => ({
        key: p.key,
        name: p.name,
        category: p.category,
        website: p.website,
        email: p.email,
        descriptionEn: p.description.en,
        descriptionTh: p.description.th,
      })),
    )
    .onConflictDoNothing();

  const aboutRows = [];
  for (const locale of LOCALES) {
    const { data, body } = parseFrontMatter(await readFile(join(contentDir, `about.${locale}.md`), 'utf8'));
    const meta = aboutFrontMatter.parse(data);
    aboutRows.push({ locale, title: meta.title, summary: meta.summary, body });
  }
  await db.insert(aboutPages).values(aboutRows).onConflictDoNothing();
}
