import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { generations } from './generations';
import { images } from './images';
import { DEFAULT_DAILY_CAP } from '../../../contracts/publishing';

/**
 * A member's blog: WordPress (site URL, user, sealed application password), Blogger (Google refresh
 * token sealed, the chosen blog's id) or Naver Blog / Tistory (URL only: their write APIs are closed,
 * so posting there is a publish pack). `status = 'broken'` once the blog started refusing our
 * credentials (401); the member is told and reconnects.
 */
export const blogConnections = pgTable(
  'blog_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    siteUrl: text('site_url').notNull(),
    /** WordPress: the user name; Blogger: the Google account's e-mail when known. */
    username: text('username'),
    /** Blogger: the blog id picked from users/self/blogs. */
    remoteBlogId: text('remote_blog_id'),
    /** Sealed JSON (AES-256-GCM): WordPress { password }, Blogger { refreshToken }. Never returned. */
    sealedCredentials: text('sealed_credentials'),
    status: text('status').notNull().default('active'),
    brokenReason: text('broken_reason'),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_connections_kind', sql`${t.kind} in ('wordpress', 'blogger', 'naver', 'tistory')`),
    check('blog_connections_status', sql`${t.status} in ('active', 'broken')`),
    index('blog_connections_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Per-connection publishing defaults (/site-setting); one row per connection, made with it. */
export const blogSiteSettings = pgTable(
  'blog_site_settings',
  {
    blogId: text('blog_id').primaryKey().references(() => blogConnections.id, { onDelete: 'cascade' }),
    /** The blog's own category id (WordPress term id) and its name, read from the blog. */
    defaultCategoryId: text('default_category_id'),
    defaultCategoryName: text('default_category_name'),
    defaultTags: jsonb('default_tags').$type<string[]>().notNull().default([]),
    postStatus: text('post_status').notNull().default('publish'),
    disclosure: text('disclosure').notNull().default(''),
    featuredImage: boolean('featured_image').notNull().default(true),
    dailyCap: integer('daily_cap').notNull().default(DEFAULT_DAILY_CAP),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_site_settings_post_status', sql`${t.postStatus} in ('draft', 'publish')`),
    check('blog_site_settings_daily_cap', sql`${t.dailyCap} between 1 and 100`),
  ],
);

/**
 * One history post going to one blog, now or at `publish_at` (UTC). The job runner runs it
 * (`publishing.publish` job keyed by id and try): `remote_id` is written the moment the blog answers,
 * and a retry first looks for a post carrying this publication's marker, so a post is made once even
 * when the process dies half-way. Naver/Tistory publications become `waiting-for-member` at their
 * time (publish pack + reminder) and `published` when the member pastes the URL back.
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    generationId: text('generation_id').notNull().references(() => generations.id, { onDelete: 'cascade' }),
    blogId: text('blog_id').references(() => blogConnections.id, { onDelete: 'set null' }),
    /** The blog's kind when scheduled (kept if the connection is deleted). */
    blogKind: text('blog_kind').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** What the blog gets: 'publish' (or 'future' when publish_at is ahead) or 'draft'. */
    postStatus: text('post_status').notNull().default('publish'),
    /** 'manual' (a member's click) or 'automation' (a schedule's run). */
    source: text('source').notNull().default('manual'),
    /**
     * Who waits for `publish_at`: 'app' (our job runner publishes then) or 'blog' (WordPress gets the
     * post at once as `future` with `date_gmt` = publish_at and publishes it itself; we check it after).
     */
    scheduledBy: text('scheduled_by').notNull().default('app'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** Tries so far and when the next one is due (1, 5, 30 minutes after a temporary failure). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Bumps on every (re)schedule, so each run's job key is new. */
    round: integer('round').notNull().default(0),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    error: text('error'),
    liveCheckedAt: timestamp('live_checked_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('publications_status', sql`${t.status} in ('scheduled', 'publishing', 'published', 'failed', 'waiting-for-member', 'cancelled')`),
    check('publications_post_status', sql`${t.postStatus} in ('draft', 'publish')`),
    check('publications_source', sql`${t.source} in ('manual', 'automation')`),
    check('publications_blog_kind', sql`${t.blogKind} in ('wordpress', 'blogger', 'naver', 'tistory')`),
    check('publications_scheduled_by', sql`${t.scheduledBy} in ('app', 'blog')`),
    index('publications_user_publish_at_idx').on(t.userId, t.publishAt, t.id),
    // The daily cap counts one blog's publications of a day.
    index('publications_blog_published_idx').on(t.blogId, t.publishedAt),
    index('publications_generation_idx').on(t.generationId),
    // Reminders look only at packs waiting for their member.
    index('publications_waiting_idx').on(t.publishAt).where(sql`${t.status} = 'waiting-for-member'`),
    uniqueIndex('publications_blog_remote_idx').on(t.blogId, t.remoteId),
  ],
);

/**
 * The media one publication uploaded to its blog (WordPress), per source image (our stored image id):
 * written the moment the blog answers, so a retry reuses it instead of uploading the image again.
 */
export const publicationMedia = pgTable(
  'publication_media',
  {
    publicationId: text('publication_id').notNull().references(() => publications.id, { onDelete: 'cascade' }),
    sourceImageId: text('source_image_id').notNull(),
    remoteMediaId: text('remote_media_id').notNull(),
    remoteUrl: text('remote_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.sourceImageId] })],
);

/**
 * The thumbnail a member chose for a history post (one made on /imageX, or any image of theirs): the
 * featured image when the post is published and the site settings want one.
 */
export const postThumbnails = pgTable('post_thumbnails', {
  generationId: text('generation_id').primaryKey().references(() => generations.id, { onDelete: 'cascade' }),
  imageId: text('image_id').notNull().references(() => images.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
