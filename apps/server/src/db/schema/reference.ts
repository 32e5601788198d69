import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Topic tags (spec keys 1-12). Inactive tags are kept for their keys but hidden from readers. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: integer('key').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  ranking: integer('ranking').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Legal documents linked from the footer, one row per type and locale. */
export const footers = pgTable(
  'footers',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('footers_type_locale_key').on(table.type, table.locale)],
);

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: integer('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});
