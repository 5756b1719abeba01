import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Small files the app serves at /files/{id} (avatars now). Kept in the database so every instance
 * behind a load balancer serves the same bytes without a shared disk.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_user_idx').on(t.userId)],
);
