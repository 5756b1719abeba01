import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpendCharge } from '@contracts/credits';
import { users } from './accounts';

/**
 * Every file kept in the storage adapter (STORAGE_DRIVER): AI images and saved thumbnails (a member's
 * gallery) and uploaded photos (thumbnail backgrounds, a visitor's too). The bytes live in the store
 * under `storage_key`; this row says whose they are and how to serve them.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('ready'),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    bytes: integer('bytes'),
    width: integer('width'),
    height: integer('height'),
    /** Content hash, served as the ETag. */
    etag: text('etag'),
    prompt: text('prompt').notNull().default(''),
    /** What an AI image took from its owner, so a failure refunds exactly that. */
    charge: jsonb('charge').$type<SpendCharge>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_kind', sql`${t.kind} in ('ai', 'thumbnail', 'upload')`),
    check('images_status', sql`${t.status} in ('pending', 'ready', 'failed')`),
    // The gallery reads "order by created_at desc, id desc" for one owner: this index backwards.
    index('images_user_created_at_idx').on(t.userId, t.createdAt, t.id),
  ],
);
