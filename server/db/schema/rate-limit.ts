import { randomUUID } from 'node:crypto';
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Fixed-window request counters kept in the database so limits hold across server instances.
// The shape is better-auth's `rateLimit` model, so its limiter and ours share one table.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey().$defaultFn(() => randomUUID()),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
