import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpendCharge } from '@contracts/credits';
import { users } from './accounts';
import { anonymousUsers } from './visitors';

/**
 * Every file kept in the storage adapter (STORAGE_DRIVER): AI images and saved thumbnails (a member's
 * gallery) and uploaded photos (thumbnail backgrounds, a visitor's too). The bytes live in the store
 * under `storage_key`; this row says whose they are and how to serve them. An upload belongs to a
 * member (`user_id`) or to a visitor (`owner_visitor_id`), and lives a day past its last use.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A visitor's upload: when the visitor is purged the row stays ownerless, and the sweep removes it
    // with its bytes (a cascade would leave the bytes in the store).
    ownerVisitorId: text('owner_visitor_id').references(() => anonymousUsers.id, { onDelete: 'set null' }),
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
    /** An upload's last use as a thumbnail background (its upload counts as one); the sweep goes by it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_kind', sql`${t.kind} in ('ai', 'thumbnail', 'upload')`),
    check('images_status', sql`${t.status} in ('pending', 'ready', 'failed')`),
    // The gallery reads "order by created_at desc, id desc" for one owner: this index backwards.
    index('images_user_created_at_idx').on(t.userId, t.createdAt, t.id),
    // The sweep looks for uploads unused for a day.
    index('images_upload_last_used_idx').on(t.lastUsedAt).where(sql`${t.kind} = 'upload'`),
  ],
);
