import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The mail provider an admin connected by OAuth (today only 'zoho'): its refresh token sealed with
 * AES-256-GCM, the account mail is sent from, and the last failed token refresh, shown to admins.
 */
export const mailConnections = pgTable('mail_connections', {
  provider: text('provider').primaryKey(),
  sealedRefreshToken: text('sealed_refresh_token').notNull(),
  accountId: text('account_id').notNull(),
  email: text('email').notNull(),
  connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});
