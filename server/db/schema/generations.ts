import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentScoreReport } from '@contracts/content-score';
import type { SpendCharge } from '@contracts/credits';
import type { GenerationInput } from '@contracts/generations';
import { users } from './accounts';
import { anonymousUsers } from './visitors';

/**
 * Every generated post with its inputs, output, model, token counts and duration. It belongs to a
 * member or to a visitor's temporary account (moved to the member when the visitor signs in).
 */
export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerVisitorId: text('owner_visitor_id').references(() => anonymousUsers.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    title: text('title').notNull().default(''),
    input: jsonb('input').$type<GenerationInput>().notNull(),
    content: text('content').notNull().default(''),
    status: text('status').notNull().default('streaming'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    durationMs: integer('duration_ms'),
    // What the generation took from its owner, so a refund gives back exactly that.
    charge: jsonb('charge').$type<SpendCharge>().notNull(),
    refunded: boolean('refunded').notNull().default(false),
    errorMessage: text('error_message'),
    sectionRegenerations: integer('section_regenerations').notNull().default(0),
    shareId: text('share_id'),
    // The server instance (server/lib/instance.ts) streaming it: once that process is provably gone,
    // the start-up sweep settles the post at once instead of waiting out LLM_TIMEOUT_MS.
    streamedBy: text('streamed_by'),
    // The content score of the text as last written (at completion, and at each saved edit); null before.
    contentScore: jsonb('content_score').$type<ContentScoreReport>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('generations_one_owner', sql`(${t.ownerUserId} is null) <> (${t.ownerVisitorId} is null)`),
    check('generations_status', sql`${t.status} in ('streaming', 'completed', 'stopped', 'failed')`),
    // Ascending columns: "order by created_at desc, id desc" (nulls first) is this index read
    // backwards, so a page is an index range scan at any depth.
    index('generations_user_created_at_idx').on(t.ownerUserId, t.createdAt, t.id),
    index('generations_visitor_created_at_idx').on(t.ownerVisitorId, t.createdAt, t.id),
    uniqueIndex('generations_share_id_idx').on(t.shareId),
    // The abandoned-stream sweep reads only the few rows still streaming, not the whole table.
    index('generations_streaming_idx').on(t.createdAt).where(sql`${t.status} = 'streaming'`),
  ],
);

/**
 * A version of each owner's history ('user:{id}' or 'visitor:{id}'): a new random value whenever one of
 * their generations is added, changed, moved or deleted, written by triggers on `generations`
 * (migrations/0016_history_versions.sql), so no write path can forget it. The first history page is
 * kept per owner and version (features/generations/history-first-pages.ts), and answered from memory
 * while the version the database holds is the one it was read at.
 */
export const historyVersions = pgTable('history_versions', {
  ownerKey: text('owner_key').primaryKey(),
  version: text('version').notNull(),
});
