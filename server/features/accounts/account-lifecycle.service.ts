import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { googleResignupMessage, isWithinResignupLockout, PRIVACY_VERSION, TERMS_VERSION } from '@contracts/accounts';
import type { Db } from '../../db/client';
import { userAgreements, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './viewer';
import type { AccountHooks } from './account-hooks';
import { messages } from './accounts.messages';
import { findLatestDeletion, recordDeletion } from './deleted-accounts.service';

/** Deletes a member and everything cascading from it, keeping only the deletion record (spec §4). */
export async function deleteMember(db: Db, secret: string, user: Pick<UserRow, 'id' | 'email'>, now = new Date()) {
  await db.transaction(async (tx) => {
    await recordDeletion(tx, secret, user.email, now);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/** Removes a Google account that never agreed to the terms; it left no trace worth keeping. */
export async function discardUnconsentedGoogleUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export type Consent = { termsAgreed: boolean; privacyAgreed: boolean; emailAgreed: boolean; clientIp: string };

/**
 * Spec §4 Google consent: all three boxes, a re-signup lock-out check, then the member gets its
 * grade (new, or normal after a deletion), its agreements and a wallet, in one transaction.
 */
export async function acceptGoogleConsent(
  db: Db,
  secret: string,
  user: UserRow,
  consent: Consent,
  memberCreated: AccountHooks['memberCreated'],
  now = new Date(),
) {
  if (user.grade !== '') throw new AppError('CONSENT_NOT_NEEDED', messages.consentNotNeeded, 409);
  if (!consent.termsAgreed || !consent.privacyAgreed || !consent.emailAgreed) {
    throw new AppError('CONSENT_REQUIRED', messages.consentRequired, 400);
  }
  const deletedAt = await findLatestDeletion(db, secret, user.email);
  if (deletedAt && isWithinResignupLockout(deletedAt, now)) {
    await discardUnconsentedGoogleUser(db, user.id);
    throw new AppError('RESIGNUP_LOCKED', googleResignupMessage(deletedAt), 409);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ grade: deletedAt ? 'normal' : 'new', welcomeBonusEligible: !deletedAt, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await tx.insert(userAgreements).values({
      id: randomUUID(),
      userId: user.id,
      termsAgreed: true,
      privacyAgreed: true,
      emailAgreed: consent.emailAgreed,
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION,
      clientIp: consent.clientIp,
      agreedAt: now,
    });
    await memberCreated(tx, user.id);
    return updated as UserRow;
  });
}
