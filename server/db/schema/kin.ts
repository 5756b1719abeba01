import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KinItem } from '@contracts/kin';
import { users } from './accounts';

/** A member's bookmarked 지식iN question (찜) with their note; one row per member and question. */
export const kinBookmarks = pgTable(
  'kin_bookmarks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kin_bookmarks_user_link_idx').on(t.userId, t.link), index('kin_bookmarks_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One 지식iN search answer, reused for KIN_CACHE_MINUTES by every instance (key: gateway, query, sort,
 * start, display). Stale rows are deleted when a new answer is stored.
 */
export const kinSearchCache = pgTable(
  'kin_search_cache',
  {
    key: text('key').primaryKey(),
    total: integer('total').notNull(),
    items: jsonb('items').$type<KinItem[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kin_search_cache_fetched_idx').on(t.fetchedAt)],
);
