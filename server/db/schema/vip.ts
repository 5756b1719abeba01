import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** /vipProfile: the defaults a VIP member's pages start from, and where their notices go. */
export const vipProfiles = pgTable('vip_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultBlogId: text('default_blog_id'),
  defaultTemplateId: text('default_template_id'),
  notificationEmail: text('notification_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
