import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RankSection } from '@contracts/rankings';
import { users } from './accounts';
import { generations } from './generations';
import { publications } from './publishing';

/**
 * A post whose Naver rank is followed: a publication with a live URL (found by the rank job once it is
 * published) or a URL the member added by hand. `url_key` is the URL normalised (server/features/rankings/
 * post-url.ts) and `keyword_key` the keyword as searched, so one search serves every post with that keyword.
 * `next_check_at` is when it is due; `waiting_since` is set while a due check is held back (budget spent).
 */
export const rankTargets = pgTable(
  'rank_targets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    publicationId: text('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    generationId: text('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    urlKey: text('url_key').notNull(),
    keyword: text('keyword').notNull(),
    keywordKey: text('keyword_key').notNull(),
    platform: text('platform').notNull(),
    sections: jsonb('sections').$type<RankSection[]>().notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('active'),
    endedReason: text('ended_reason'),
    /** The day the post's age is counted from: its publication, or when it was added by hand. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** The Seoul day (YYYY-MM-DD) of the last completed check. */
    lastCheckedDay: text('last_checked_day'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    bestPosition: integer('best_position'),
    bestSection: text('best_section'),
    bestDay: text('best_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rank_targets_status', sql`${t.status} in ('active', 'paused', 'stopped', 'ended')`),
    check('rank_targets_source', sql`${t.source} in ('publication', 'manual')`),
    check('rank_targets_platform', sql`${t.platform} in ('naver', 'tistory', 'wordpress', 'blogger', 'web')`),
    uniqueIndex('rank_targets_user_url_keyword_idx').on(t.userId, t.urlKey, t.keywordKey),
    uniqueIndex('rank_targets_publication_idx').on(t.publicationId),
    index('rank_targets_due_idx').on(t.nextCheckAt).where(sql`${t.status} = 'active'`),
    index('rank_targets_generation_idx').on(t.generationId),
  ],
);

/**
 * One rank reading: a post, its keyword, one list (blog or web documents) and one Seoul day. `position` is
 * 1–200, or null when the post was not within the `depth` results read (100, or 200 with a second page).
 */
export const rankChecks = pgTable(
  'rank_checks',
  {
    targetId: text('target_id').notNull().references(() => rankTargets.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    day: text('day').notNull(),
    keyword: text('keyword').notNull(),
    position: integer('position'),
    depth: integer('depth').notNull(),
    matchedUrl: text('matched_url'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.section, t.day] }), check('rank_checks_section', sql`${t.section} in ('blog', 'webkr')`)],
);

/**
 * One Search API call's answer for (keyword, list, Seoul day, page), shared by every post with that keyword.
 * The row is also the claim: inserted as 'fetching' by the instance that calls Naver, so two never make the
 * same call; 'failed' keeps the back-off (`retry_at`). `charged_user_id` is the member the call counted for.
 * Kept two days, then deleted by the rank job.
 */
export const rankSearches = pgTable(
  'rank_searches',
  {
    keywordKey: text('keyword_key').notNull(),
    section: text('section').notNull(),
    day: text('day').notNull(),
    page: integer('page').notNull(),
    status: text('status').notNull(),
    links: jsonb('links').$type<string[]>(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    chargedUserId: text('charged_user_id'),
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    error: text('error'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.keywordKey, t.section, t.day, t.page] }),
    check('rank_searches_status', sql`${t.status} in ('fetching', 'done', 'failed')`),
    index('rank_searches_day_idx').on(t.day),
  ],
);

/** Search API calls made for rank checks per Seoul day, against RANK_CHECK_DAILY_BUDGET (a conditional UPDATE holds it across instances). */
export const rankBudgetDays = pgTable('rank_budget_days', {
  day: text('day').primaryKey(),
  spent: integer('spent').notNull().default(0),
});

/** '지금 확인' a member used per Seoul day (counted when the check is done, never for a failed call). */
export const rankCheckNowDays = pgTable(
  'rank_check_now_days',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
