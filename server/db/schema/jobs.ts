import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job runner's queue (server/jobs). A row is claimed by a conditional UPDATE … SKIP LOCKED and
 * held by a lease (`locked_until`) that its runner's heartbeat extends, so a crashed runner's job is
 * taken over once the lease runs out. `key` is unique: a periodic job's slot is inserted by exactly
 * one instance however many try. `dead` is the dead-letter state: out of attempts, kept for a look.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    // Only unfinished jobs are ever scanned for claims; finished ones wait for the purge.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} in ('done', 'dead')`),
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'dead')`),
  ],
);
