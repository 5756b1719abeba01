import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AutomationSource, AutomationTarget, AutomationWriteOptions } from '@contracts/automations';
import { users } from './accounts';

/**
 * A member's automation schedule: on `weekdays` at `time` (KST) take the next keyword from `source`,
 * write with the template and options, and save to history or (vip) publish. `usedKeywords` is the
 * current cycle: a keyword is not taken again until every keyword of the source has been.
 * `activeSince` is where slot-finding starts, so slots before creation or during a pause are never
 * run or logged as missed.
 */
export const automations = pgTable(
  'automations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    time: text('time').notNull(),
    source: jsonb('source').$type<AutomationSource>().notNull(),
    templateId: text('template_id'),
    options: jsonb('options').$type<AutomationWriteOptions>().notNull(),
    target: jsonb('target').$type<AutomationTarget>().notNull(),
    paused: boolean('paused').notNull().default(false),
    activeSince: timestamp('active_since', { withTimezone: true }).notNull().defaultNow(),
    usedKeywords: jsonb('used_keywords').$type<string[]>().notNull().default([]),
    /** When the member was mailed that runs are skipped for want of counters/credits; cleared by a run that pays. */
    shortNoticeAt: timestamp('short_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automations_user_idx').on(t.userId, t.createdAt), index('automations_active_idx').on(t.paused)],
);

/**
 * One run of a schedule: a slot (or a "run now"). The unique (automation, slot) of scheduled runs is
 * what makes several instances run a slot once; `generationId` is chosen before the post is written,
 * so a retry after a crash finds the post it may already have made instead of writing (and paying) twice.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: text('id').primaryKey(),
    automationId: text('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull().default('schedule'),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('queued'),
    keyword: text('keyword'),
    generationId: text('generation_id'),
    publicationId: text('publication_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('automation_runs_slot_idx').on(t.automationId, t.slot).where(sql`${t.trigger} = 'schedule'`),
    index('automation_runs_user_idx').on(t.userId, t.createdAt),
    check('automation_runs_status', sql`${t.status} in ('queued', 'running', 'completed', 'failed', 'skipped', 'missed')`),
    check('automation_runs_trigger', sql`${t.trigger} in ('schedule', 'manual')`),
  ],
);
