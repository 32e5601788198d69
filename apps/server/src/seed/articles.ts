import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIFFICULTIES } from '@app/contracts/articles';
import { LOCALES } from '@app/contracts/locale';
import { parse } from 'yaml';
import { z } from 'zod';
import { addArticleIfMissing, fillMissingCover } from '../modules/articles/article-store.ts';
import type { Db } from '../db/client.ts';
import { parseFrontMatter } from './front-matter.ts';

const metaFile = z.object({
  topics: z.array(z.number().int().min(1)).min(1),
  difficulty: z.enum(DIFFICULTIES),
  exclusive: z.boolean().default(false),
  highlighted: z.boolean().default(false),
  author: z.string().min(1),
  published: z.union([z.string(), z.date()]),
  /** A picture served by the site itself: a path under `apps/web/public` such as `/covers/x.svg`. */
  cover: z
    .string()
    .regex(/^\/covers\/[a-z0-9-]+\.(svg|webp|png)$/)
    .optional(),
});
const textFrontMatter = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  /** What the cover shows, for readers who cannot see it. */
  cover_alt: z.string().min(1).optional(),
});

/**
 * Loads `content/articles/<slug>/{meta.yaml,<locale>.md}`. Missing articles, translations and
 * topics are added; existing rows are left alone, so running it again changes nothing.
 */
export async function seedArticles(db: Db, contentDir: string): Promise<void> {
  const root = join(contentDir, 'articles');
  const slugs = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const slug of slugs) {
    const dir = join(root, slug);
    const files = new Set(await readdir(dir));
    const meta = metaFile.parse(parse(await readFile(join(dir, 'meta.yaml'), 'utf8')));
    const translations = [];
    for (const locale of LOCALES) {
      if (!files.has(`${locale}.md`)) throw new Error(`content/articles/${slug}/${locale}.md is missing`);
      const { data, body } = parseFrontMatter(await readFile(join(dir, `${locale}.md`), 'utf8'));
      const text = textFrontMatter.parse(data);
      if (meta.cover && !text.cover_alt)
        throw new Error(`content/articles/${slug}/${locale}.md needs cover_alt`);
      translations.push({
        locale,
        title: text.title,
        summary: text.summary,
        body,
        coverAlt: text.cover_alt ?? null,
      });
    }
    const id = await addArticleIfMissing(db, {
      slug,
      author: meta.author,
      // Published at 09:00 Bangkok time on the given day.
      publishedAt: new Date(`${new Date(meta.published).toISOString().slice(0, 10)}T02:00:00Z`),
      difficulty: meta.difficulty,
      exclusive: meta.exclusive,
      highlighted: meta.highlighted,
      coverImage: meta.cover ?? null,
      topics: meta.topics,
      translations,
    });
    // Databases seeded before covers existed get them too; a cover an editor set stays.
    if (meta.cover) await fillMissingCover(db, id, meta.cover, translations);
  }
}
