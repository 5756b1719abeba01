import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { anonymousUsers } from './visitors';

/** Spec §3 "Wallet": a member's paid and event credits; never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPaidCredits: integer('total_paid_credits').notNull().default(0),
    totalEventCredits: integer('total_event_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_paid_nonnegative', sql`${t.totalPaidCredits} >= 0`),
    check('wallets_event_nonnegative', sql`${t.totalEventCredits} >= 0`),
  ],
);

/**
 * Spec §3 "Credit item": the credit ledger. Every change of a wallet is one row: amount > 0 credits
 * it, amount < 0 spends it. The welcome bonus can exist once per member (partial unique index).
 */
export const creditItems = pgTable(
  'credit_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('active'),
    /** What the row is about, e.g. the generation it paid for or refunded. */
    refId: text('ref_id'),
    /** Shown in the ledger: an admin's reason for an adjustment or a cancel. */
    note: text('note'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_items_kind', sql`${t.kind} in ('paid', 'event')`),
    check('credit_items_amount_nonzero', sql`${t.amount} <> 0`),
    index('credit_items_user_created_idx').on(t.userId, t.created),
    uniqueIndex('credit_items_welcome_once').on(t.userId).where(sql`${t.reason} = 'welcome_bonus'`),
  ],
);

/** The counters' ledger: one row per spend (-n) or refund (+n) of gen_cnt, imgCount or adv_cnt. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerVisitorId: text('owner_visitor_id').references(() => anonymousUsers.id, { onDelete: 'cascade' }),
    counter: text('counter').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('usage_events_counter', sql`${t.counter} in ('gen', 'img', 'adv')`),
    index('usage_events_ref_idx').on(t.refId),
  ],
);
