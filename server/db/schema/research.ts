import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BriefFacts } from '@contracts/research';

/**
 * One research brief per keyword (key: the tidy, case-folded keyword), shared by every member for a day.
 * A row is also the claim that makes one instance fetch it while the others wait: `claimId` is set
 * while a fetch is under way and cleared when its brief is stored. Members' own data (related keywords
 * from their Search Ad key) and DataLab values are never kept here.
 */
export const researchBriefs = pgTable(
  'research_briefs',
  {
    key: text('key').primaryKey(),
    brief: jsonb('brief').$type<BriefFacts>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    claimId: text('claim_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('research_briefs_fetched_idx').on(t.fetchedAt)],
);

/** The service's Naver Search API calls per Seoul day, counted across instances against NAVER_SEARCH_DAILY_BUDGET. */
export const naverSearchBudget = pgTable('naver_search_budget', {
  day: text('day').primaryKey(),
  calls: integer('calls').notNull(),
});
