import { minutes, type RateRule } from '../../lib/rate-limit';

// Request limits per client address (and per email where an attacker would aim at one account).
export const limits = {
  loginPerIp: { windowMs: minutes(10), max: 30 },
  // One address aiming at one account; the owner's own mistakes only lock the owner's own address.
  loginPerEmailAndIp: { windowMs: minutes(10), max: 10 },
  // Called while a member types a new password (debounced): generous, but not a free oracle.
  passwordCheckPerIp: { windowMs: minutes(10), max: 300 },
  signupPerIp: { windowMs: minutes(60), max: 10 },
  // Sign-ups with one address (the first, creating one included) that mail its owner a notice.
  signupNoticePerEmail: { windowMs: minutes(60), max: 3 },
  resetPerIp: { windowMs: minutes(10), max: 10 },
  resetPerEmail: { windowMs: minutes(60), max: 3 },
  resetConfirmPerIp: { windowMs: minutes(10), max: 10 },
  verificationMailPerMember: { windowMs: minutes(10), max: 3 },
  checkDeletedPerIp: { windowMs: minutes(10), max: 30 },
  // Mobile carriers share one address among many phones (CGNAT), so visitor limits stay generous;
  // visitors' generations and titles are limited per address too (generations.limits), which is what farming needs.
  visitorPerIp: { windowMs: minutes(60), max: 100 },
} satisfies Record<string, RateRule>;

/**
 * Failed logins for one email from anywhere never refuse the right password: they only slow every
 * attempt for that email, before the password is checked (so a fast answer reveals nothing), by
 * baseMs doubling per failure past `afterFailures`, up to maxMs. An attempt counts as a failure from
 * the moment it arrives until it succeeds, so attempts sent together slow each other.
 */
export const loginSlowdown = { windowMs: minutes(15), afterFailures: 5, baseMs: 250, maxMs: 3000 };

/**
 * Attempts at one account, from anywhere, take turns (kept in the database, so across instances): each
 * starts at least `minGapMs`, or the slowdown if longer, after the one before, and one that would wait
 * past `maxWaitMs` is refused at once (429). Guesses sent in parallel so gain nothing over guesses sent
 * one after another. A place (address, or IPv6 /64) the account signed in from within `knownForMs`
 * skips the line, so its owner there is never kept waiting behind someone else's guesses.
 */
export const loginLine = { minGapMs: 500, maxWaitMs: loginSlowdown.maxMs, knownForMs: minutes(60 * 24 * 30) };

/**
 * A sign-up answers no sooner than this after its password is hashed, whether it created an account
 * or mailed the owner of a taken address a notice (better-auth's verification mail alone waits 500 ms).
 */
export const SIGNUP_ANSWER_FLOOR_MS = 700;
