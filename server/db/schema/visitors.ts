import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Spec §9: a visitor's temporary account starts with 99 generations.
export const ANONYMOUS_GEN_CNT = 99;

/**
 * Spec §3 "Anonymous user": the temporary account of a visitor. The token itself lives only in the
 * visitor's httpOnly cookie; the database keeps its SHA-256, so a leaked table cannot be replayed.
 */
export const anonymousUsers = pgTable(
  'anonymous_users',
  {
    id: text('id').primaryKey(),
    tempId: text('temp_id').notNull().unique(),
    tempTokenHash: text('temp_token_hash').notNull().unique(),
    genCount: integer('gen_cnt').notNull().default(ANONYMOUS_GEN_CNT),
    creatorIp: text('creator_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('anonymous_users_gen_cnt_nonnegative', sql`${t.genCount} >= 0`),
    check('anonymous_users_temp_id_prefix', sql`${t.tempId} like 'temp\\_%'`),
    index('anonymous_users_last_seen_idx').on(t.lastSeenAt),
  ],
);
