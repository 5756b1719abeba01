import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Report categories with their seed keywords, managed by admins. */
export const reportCategories = pgTable('report_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  seeds: jsonb('seeds').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a subscriber chose, and the token of the one-click unsubscribe link. */
export const reportSubscriptions = pgTable('report_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One report run (weekly or an admin's "send now"), the admin's log of it. The weekly job itself runs once
 * per slot on the job runner; the unique scheduled slot guards it again (the first INSERT wins).
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: text('id').primaryKey(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull().default('schedule'),
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('report_runs_scheduled_slot_idx').on(t.slot).where(sql`${t.trigger} = 'schedule'`),
    check('report_runs_status', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);

/** One report mail to one subscriber in a run, as the admin's log shows it; its job (reports.send) sends and retries it. */
export const reportSends = pgTable(
  'report_sends',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => reportRuns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reportId: text('report_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_sends_run_user_idx').on(t.runId, t.userId),
    check('report_sends_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** A report as it was sent: its mail and the Search Ad figures the next report compares with. */
export const keywordReports = pgTable(
  'keyword_reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    ranking: jsonb('ranking').$type<{ keyword: string; total: number; rank: number }[]>().notNull(),
    /** The report's suggested posts, for automations whose source is the latest report. */
    suggestions: jsonb('suggestions').$type<{ keyword: string; title: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('keyword_reports_user_idx').on(t.userId, t.createdAt)],
);
