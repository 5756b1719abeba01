import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SpendCharge } from '@contracts/credits';
import { users } from './accounts';

/** A member's own Naver Search Ad credentials, sealed with AES-256-GCM; only the last 4 characters are shown. */
export const naverCredentials = pgTable('naver_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  hint: text('hint').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One keyword lookup: its seeds, the rows it returned (Search Ad volumes and document counts — never
 * DataLab values) and what it cost. Also the 24-hour cache per member and seed set; purged after a day.
 */
export const keywordLookups = pgTable(
  'keyword_lookups',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seedsKey: text('seeds_key').notNull(),
    seeds: jsonb('seeds').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    charge: jsonb('charge').$type<SpendCharge>().notNull(),
    /** Why document counts are missing from `rows`, as the lookup said it; a cached reply repeats it. */
    documentsNote: text('documents_note'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('keyword_lookups_cache_idx').on(t.userId, t.seedsKey, t.fetchedAt),
    check('keyword_lookups_status', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

/** Named keyword lists a member saves from the table, for the write page and automation. */
export const keywordLists = pgTable(
  'keyword_lists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('keyword_lists_user_name_idx').on(t.userId, t.name)],
);

export const keywordListItems = pgTable(
  'keyword_list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => keywordLists.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    totalSearches: integer('total_searches'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('keyword_list_items_unique').on(t.listId, t.keyword)],
);
