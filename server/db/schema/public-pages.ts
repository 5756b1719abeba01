import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The admin-managed product catalog behind /{slug} and /{slug}-onepage. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    heroText: text('hero_text').notNull().default(''),
    heroImageUrl: text('hero_image_url').notNull().default(''),
    features: jsonb('features').$type<{ title: string; body: string }[]>().notNull().default([]),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    /** Credit packages the product offers; prices are always read live from credit_packages. */
    packageIds: jsonb('package_ids').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_slug_idx').on(t.slug)],
);

/** The service's article library at /contents (Markdown, draft or published). */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    coverImageUrl: text('cover_image_url').notNull().default(''),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('articles_status', sql`${t.status} in ('draft', 'published')`),
    index('articles_published_idx').on(t.status, t.publishedAt),
  ],
);
