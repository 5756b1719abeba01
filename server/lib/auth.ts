import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, NEW_USER_COUNTER, rateLimit, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../integrations/mail/mail-message';
import { passwordResetMail, verificationMail } from './auth-mails';
import type { Sealer } from './crypto';
import { IPV6_LIMIT_PREFIX } from './client-ip';
import { sendMailOrRetry } from './mail-queue';
import type { Logger } from './logger';
import { installQuietAuthStorages } from './request-context';

// The header our server sets (and strips from clients) with the address it resolved itself.
export const CLIENT_IP_HEADER = 'x-geulbit-client-ip';
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
export const SESSION_REFRESH_AGE_S = 60 * 60 * 24;
export const AUTH_COOKIE_PREFIX = 'gb';

export type AuthDeps = {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Seals mails queued for a retry when the mail server is down. */
  sealer: Sealer;
  /** Runs after better-auth created a user (Google sign-in). */
  onUserCreated?: (userId: string, name: string) => Promise<void>;
};

/** Usernames for accounts better-auth creates (Google): the mail's local part, made unique later. */
export const googleUsernameBase = (email: string) =>
  (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 24) || 'user';

/**
 * better-auth for sessions (httpOnly cookies), password hashing, email verification, password reset
 * and Google sign-in. Sign-up, email login and account changes go through our own endpoints, which
 * apply the spec's rules first, so better-auth's own routes for them are closed.
 */
export function createAuth({ env, db, mailer, logger, secret, sealer, onUserCreated }: AuthDeps) {
  // Before better-auth makes its own AsyncLocalStorages: ours switch the hooks off between its calls.
  installQuietAuthStorages();
  const mail = { db, mailer, sealer, logger };
  const https = env.BASE_URL.startsWith('https://');
  const trustedOrigins = env.allowedOrigins;
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, prompt: 'select_account' as const } }
    : {};
  return betterAuth({
    appName: '글빛',
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, rateLimit },
    }),
    user: {
      modelName: 'users',
      fields: { emailVerified: 'verified', image: 'avatar' },
      additionalFields: {
        username: { type: 'string', input: false, required: false },
        grade: { type: 'string', input: false, required: false, defaultValue: 'new' },
        genCount: { type: 'number', input: false, required: false, defaultValue: NEW_USER_COUNTER },
        imgCount: { type: 'number', input: false, required: false, defaultValue: NEW_USER_COUNTER },
        advCount: { type: 'number', input: false, required: false, defaultValue: NEW_USER_COUNTER },
        wantKeywordReport: { type: 'boolean', input: false, required: false, defaultValue: false },
        emailVisibility: { type: 'boolean', input: false, required: false, defaultValue: false },
        welcomeBonusEligible: { type: 'boolean', input: false, required: false, defaultValue: true },
      },
    },
    session: { modelName: 'sessions', expiresIn: SESSION_MAX_AGE_S, updateAge: SESSION_REFRESH_AGE_S },
    account: { modelName: 'accounts', accountLinking: { enabled: true, trustedProviders: ['google'] } },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const link = `${env.BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        // Sent now or not at all: the spec has the member told at once that the request failed (no retry queue).
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, link }));
      },
    },
    emailVerification: {
      expiresIn: 60 * 60 * 24,
      // The link in the mail is the member's first way in: it signs the member in, so no one verifies and
      // then finds the site still logged out. Being signed in this way counts as the first login (spec: new → normal).
      autoSignInAfterVerification: true,
      afterEmailVerification: async (user) => {
        await db.update(users).set({ grade: 'normal', updatedAt: new Date() }).where(and(eq(users.id, user.id), eq(users.grade, 'new')));
      },
      sendVerificationEmail: async ({ user, url }) => {
        await sendMailOrRetry(mail, verificationMail({ to: user.email, name: user.name, link: url }));
      },
    },
    socialProviders: google,
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/send-verification-email': { window: 600, max: 3 },
        '/sign-in/social': { window: 60, max: 10 },
        '/reset-password': { window: 600, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: https,
      // Its limiter counts an IPv6 client by the same prefix as ours (client-ip.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: IPV6_LIMIT_PREFIX },
      database: { generateId: () => randomUUID() },
    },
    disabledPaths: [
      '/sign-up/email',
      '/sign-in/email',
      '/request-password-reset',
      '/reset-password',
      '/change-password',
      '/update-user',
      '/change-email',
      '/delete-user',
      '/set-password',
    ],
    databaseHooks: {
      user: {
        create: {
          // Only Google sign-in creates users through better-auth: they start without a grade
          // (spec §4: needs consent before continuing) and with a provisional username.
          before: async (user) => ({
            data: {
              ...user,
              avatar: null,
              grade: '',
              username: `${googleUsernameBase(user.email)}_${randomUUID().slice(0, 8)}`,
            },
          }),
          // The provider's picture lives on another host; like every member, a Google member gets an
          // avatar drawn from its name and served by us.
          after: async (user) => {
            await onUserCreated?.(user.id, user.name);
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fields = args.length ? { detail: args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ') } : undefined;
        if (level === 'error') logger.error(`auth: ${message}`, fields);
        else if (level === 'warn') logger.warn(`auth: ${message}`, fields);
        else logger.debug(`auth: ${message}`, fields);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
