import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mail-message';
import { signupAttemptMail } from '../../lib/auth-mails';
import type { Sealer } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import { sendMailOrRetry } from '../../lib/mail-queue';
import { countEvent } from '../../lib/rate-limit';
import { limits } from './accounts.limits';

export type SignupNoticeDeps = { db: Db; mailer: Mailer; sealer: Sealer; logger: Logger; baseUrl: string };

/**
 * Counts a sign-up with this address, new or taken alike, and says whether its owner may still be
 * told of one: past a few an hour the notice stays silent, so it cannot flood a member, and because
 * the first (creating) sign-up counts too, the silent point falls at the same try whether or not the
 * address had an account before.
 */
export async function countSignupAttempt(db: Db, email: string) {
  const { count } = await countEvent(db, `signup:email:${email}`, limits.signupNoticePerEmail);
  return count <= limits.signupNoticePerEmail.max;
}

/** Tells the owner of a taken address that someone tried to sign up with it (instead of creating anything). */
export async function noticeSignupAttempt({ db, mailer, sealer, logger, baseUrl }: SignupNoticeDeps, email: string) {
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  if (!owner) return;
  await sendMailOrRetry({ db, mailer, sealer, logger }, signupAttemptMail({ to: email, name: owner.name, link: `${baseUrl}/` }));
}

/** Waits until `ms` have passed since `startedAt` (at once when they have). */
export async function untilElapsed(startedAt: number, ms: number) {
  const remaining = startedAt + ms - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
