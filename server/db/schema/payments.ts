import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** What a member can buy: paid credits, bonus event credits and optionally VIP days, for a price in KRW. */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    paidCredits: integer('paid_credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull().default(0),
    priceKrw: integer('price_krw').notNull(),
    vipDays: integer('vip_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_packages_paid_positive', sql`${t.paidCredits} > 0`),
    check('credit_packages_bonus_nonnegative', sql`${t.bonusCredits} >= 0`),
    check('credit_packages_price_positive', sql`${t.priceKrw} > 0`),
    check('credit_packages_vip_days_nonnegative', sql`${t.vipDays} >= 0`),
  ],
);

/**
 * One purchase of a package, online through Toss (channel 'toss') or by bank transfer approved by an
 * admin (channel 'manual'). The package is copied in, so later edits of the package change no order.
 * `creditedAt` is set by the one conditional UPDATE that credits it: an order can be credited once.
 * `reversedPaid` / `reversedEvent` count what a cancel took back, so a repeated cancel takes nothing more.
 */
export const creditOrders = pgTable(
  'credit_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    packageId: text('package_id').notNull(),
    orderName: text('order_name').notNull(),
    paidCredits: integer('paid_credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull(),
    vipDays: integer('vip_days').notNull().default(0),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    customerKey: text('customer_key'),
    paymentKey: text('payment_key').unique(),
    method: text('method'),
    /** The virtual account's deposit-callback secret, from the confirm answer. */
    secret: text('secret'),
    vaBank: text('va_bank'),
    vaAccountNumber: text('va_account_number'),
    vaDueDate: timestamp('va_due_date', { withTimezone: true }),
    vaRemindedAt: timestamp('va_reminded_at', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    depositorName: text('depositor_name'),
    failCode: text('fail_code'),
    failMessage: text('fail_message'),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    reversedPaid: integer('reversed_paid').notNull().default(0),
    reversedEvent: integer('reversed_event').notNull().default(0),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('credit_orders_channel', sql`${t.channel} in ('toss', 'manual')`),
    check('credit_orders_amount_positive', sql`${t.amount} > 0`),
    index('credit_orders_user_created_idx').on(t.userId, t.createdAt),
    index('credit_orders_status_idx').on(t.status),
  ],
);

/** A member's VIP term: the grade is 'vip' until `expiresAt`; the expiry job sets it back to 'normal'. */
export const vipMemberships = pgTable('vip_memberships', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** Every change of VIP: bought, granted or revoked by an admin (with the reason), expired. */
export const vipEvents = pgTable(
  'vip_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    change: text('change').notNull(),
    days: integer('days'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    actorId: text('actor_id'),
    refId: text('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('vip_events_change', sql`${t.change} in ('purchase', 'grant', 'revoke', 'expire')`),
    index('vip_events_user_idx').on(t.userId, t.createdAt),
  ],
);
