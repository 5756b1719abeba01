import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Spec §9: new members start with 99 of each counter.
export const NEW_USER_COUNTER = 99;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Members (spec §3 "User record"). better-auth owns id, name, email, emailVerified (our `verified`),
 * image (our `avatar`) and the timestamps; the rest are the spec's fields. grade '' means a Google
 * account that has not yet agreed to the terms.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    verified: boolean('verified').notNull().default(false),
    avatar: text('avatar'),
    username: text('username').notNull().unique(),
    grade: text('grade').notNull().default('new'),
    // The counters keep the wire's names (counterField in contracts/credits); the columns keep the spec's.
    genCount: integer('gen_cnt').notNull().default(NEW_USER_COUNTER),
    imgCount: integer('img_count').notNull().default(NEW_USER_COUNTER),
    advCount: integer('adv_cnt').notNull().default(NEW_USER_COUNTER),
    wantKeywordReport: boolean('want_keyword_report').notNull().default(false),
    emailVisibility: boolean('email_visibility').notNull().default(false),
    welcomeBonusEligible: boolean('welcome_bonus_eligible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_gen_cnt_nonnegative', sql`${t.genCount} >= 0`),
    check('users_img_count_nonnegative', sql`${t.imgCount} >= 0`),
    check('users_adv_cnt_nonnegative', sql`${t.advCount} >= 0`),
    check('users_grade_known', sql`${t.grade} in ('', 'new', 'normal', 'vip')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a member: 'credential' (password hash) or 'google'. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

/** Email-verification and password-reset tokens, and OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Spec §3 "User agreement": recorded only when both terms and privacy were agreed. */
export const userAgreements = pgTable(
  'user_agreements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsAgreed: boolean('terms_agreed').notNull(),
    privacyAgreed: boolean('privacy_agreed').notNull(),
    emailAgreed: boolean('email_agreed').notNull(),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    clientIp: text('client_ip').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_agreements_user_id_idx').on(t.userId),
    check('user_agreements_required', sql`${t.termsAgreed} and ${t.privacyAgreed}`),
  ],
);

/**
 * What is kept of a deleted account: a keyed hash of its email and when it was deleted, for the
 * 14-day re-signup lock-out and the "previously deleted → grade normal" rule. Purged after a year.
 */
export const deletedAccounts = pgTable(
  'deleted_accounts',
  {
    id: text('id').primaryKey(),
    emailHash: text('email_hash').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_accounts_email_hash_idx').on(t.emailHash, t.deletedAt)],
);
