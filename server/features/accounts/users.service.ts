import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  accountMessages,
  displayNameOf,
  isWithinResignupLockout,
  lettersOnly,
  PRIVACY_VERSION,
  resignupMessage,
  TERMS_VERSION,
  type UserRecord,
  usernameOf,
} from '@contracts/accounts';
import type { Db } from '../../db/client';
import { accounts, storedFiles, userAgreements, users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { isAdmin, type UserRow } from './viewer';
import { messages } from './accounts.messages';
import { renderAvatarSvg } from './avatar';
import type { AccountHooks } from './account-hooks';
import { findLatestDeletion } from './deleted-accounts.service';

/** Spec §3 "User record" as the API sends it. */
export function toUserRecord(env: Pick<Env, 'ADMIN_EMAILS'>, user: UserRow): UserRecord {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    collectionId: 'users',
    grade: user.grade as UserRecord['grade'],
    gen_cnt: user.genCount,
    imgCount: user.imgCount,
    adv_cnt: user.advCount,
    wantKeywordReport: user.wantKeywordReport,
    emailVisibility: user.emailVisibility,
    verified: user.verified,
    role: isAdmin(env, user) ? 'admin' : 'user',
  };
}

/** `base`, or `base_xxxxxx` when taken; a base with no letters becomes `user`. */
export async function uniqueUsername(db: Db, base: string) {
  const clean = base.replace(/^_+|_+$/g, '') ? base : 'user';
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? clean : `${clean}_${randomUUID().slice(0, 6)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
  return `${clean}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export type Registration = {
  lastName: string;
  firstName: string;
  email: string;
  passwordHash: string;
  emailAgreed: boolean;
  clientIp: string;
};

type DbError = { code?: string; constraint?: string; message?: string; cause?: unknown };
/** The unique constraint an insert broke (the driver's error, or its cause under drizzle's wrapper), or null. */
function violatedConstraint(err: unknown): string | null {
  for (let e = err as DbError | undefined, depth = 0; e && typeof e === 'object' && depth < 3; e = e.cause as DbError | undefined, depth++) {
    if (e.code === '23505') return e.constraint ?? /"([^"]+)"/.exec(String(e.message))?.[1] ?? 'unknown';
    if (String(e.message).includes('duplicate key')) return /"([^"]+)"/.exec(String(e.message))?.[1] ?? 'unknown';
  }
  return null;
}

/**
 * Creates a member from the sign-up form in one transaction: the user (grade new, or normal when
 * the email belonged to a deleted account), the password login, the agreements, the avatar file
 * and what other features keep for a member (`memberCreated`: the wallet). Refuses a re-signup
 * within 14 days of deletion; creates nothing and returns null for an email that already has an
 * account (the caller answers as for a new one).
 */
export async function registerMember(
  db: Db,
  secret: string,
  input: Registration,
  memberCreated: AccountHooks['memberCreated'],
  now = new Date(),
): Promise<UserRow | null> {
  const deletedAt = await findLatestDeletion(db, secret, input.email);
  if (deletedAt && isWithinResignupLockout(deletedAt, now)) {
    throw new AppError('RESIGNUP_LOCKED', resignupMessage(deletedAt), 409);
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) return null;

  const userId = randomUUID();
  const avatarId = randomUUID();
  const lastName = lettersOnly(input.lastName);
  const firstName = lettersOnly(input.firstName);
  // Two sign-ups with the same name at once can pick the same username: the later one picks again.
  for (let attempt = 0; ; attempt++) {
    const username = await uniqueUsername(db, usernameOf(firstName, lastName));
    try {
      return await insertMember(db, input, { userId, avatarId, lastName, firstName, username, deletedAt }, memberCreated, now);
    } catch (err) {
      const constraint = violatedConstraint(err);
      if (constraint === 'users_username_unique' && attempt < 3) continue;
      // Another sign-up with this email won the race: taken, like above.
      if (constraint === 'users_email_unique') return null;
      throw err;
    }
  }
}

type NewMember = { userId: string; avatarId: string; lastName: string; firstName: string; username: string; deletedAt: Date | null };

async function insertMember(
  db: Db,
  input: Registration,
  { userId, avatarId, lastName, firstName, username, deletedAt }: NewMember,
  memberCreated: AccountHooks['memberCreated'],
  now: Date,
): Promise<UserRow> {
  return await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id: userId,
        name: displayNameOf(lastName, firstName),
        email: input.email,
        username,
        avatar: `/files/${avatarId}`,
        grade: deletedAt ? 'normal' : 'new',
        welcomeBonusEligible: !deletedAt,
      })
      .returning();
    await tx.insert(storedFiles).values({
      id: avatarId,
      userId,
      kind: 'avatar',
      contentType: 'image/svg+xml',
      data: Buffer.from(renderAvatarSvg(lastName, firstName)),
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: input.passwordHash,
    });
    await tx.insert(userAgreements).values({
      id: randomUUID(),
      userId,
      termsAgreed: true,
      privacyAgreed: true,
      emailAgreed: input.emailAgreed,
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION,
      clientIp: input.clientIp,
      agreedAt: now,
    });
    await memberCreated(tx, userId);
    return user as UserRow;
  });
}

/** Spec §4: the first password login of a grade-new member makes it normal. */
export async function promoteOnFirstLogin(db: Db, userId: string) {
  await db.update(users).set({ grade: 'normal', updatedAt: new Date() }).where(and(eq(users.id, userId), eq(users.grade, 'new')));
}

export type ProfileChanges = { lastName?: string; firstName?: string; wantKeywordReport?: boolean };

/** Changes a member's name (both parts together) and keyword-report subscription (consented members only). */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<UserRow> {
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (changes.lastName !== undefined || changes.firstName !== undefined) {
    if (!changes.lastName || !changes.firstName) throw new AppError('INVALID_INPUT', accountMessages.namesRequired, 400);
    patch.name = displayNameOf(changes.lastName, changes.firstName);
  }
  // Like the report settings: a Google account that has not agreed to the terms cannot subscribe.
  if (changes.wantKeywordReport === true && user.grade === '') throw new AppError('CONSENT_REQUIRED', messages.consentFirst, 403);
  if (changes.wantKeywordReport !== undefined) patch.wantKeywordReport = changes.wantKeywordReport;
  const [updated] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  return updated as UserRow;
}

/** Draws an avatar from the member's name, stores it and points the member at it. */
export async function attachGeneratedAvatar(db: Db, userId: string, name: string) {
  const [lastName = '', ...rest] = name.trim().split(/\s+/);
  const firstName = rest.join('') || lastName;
  const avatarId = randomUUID();
  await db.insert(storedFiles).values({
    id: avatarId,
    userId,
    kind: 'avatar',
    contentType: 'image/svg+xml',
    data: Buffer.from(renderAvatarSvg(lettersOnly(lastName) || '?', lettersOnly(firstName) || '?')),
  });
  await db.update(users).set({ avatar: `/files/${avatarId}` }).where(eq(users.id, userId));
}

/** Whether an account uses this (trimmed, lowercased) email. */
export async function memberExists(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user !== undefined;
}
