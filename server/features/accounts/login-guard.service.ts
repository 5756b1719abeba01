import type { Db } from '../../db/client';
import { clearEvents, consumeRateLimit, countEvent, readEventCount } from '../../lib/rate-limit';
import { limits, loginSlowdown } from './accounts.limits';

const failuresKey = (email: string) => `login-fail:email:${email}`;

/** The wait before checking a password for an email that has failed `failures` times lately. */
export function loginDelayMs(failures: number) {
  const over = failures - loginSlowdown.afterFailures;
  if (over < 0) return 0;
  return Math.min(loginSlowdown.maxMs, loginSlowdown.baseMs * 2 ** over);
}

/**
 * Guards one login attempt before its password is checked: hard limits per address and per
 * email+address pair (an attacker needs many addresses), and a growing delay per email that slows
 * failures from everywhere without ever refusing the owner.
 */
export async function admitLoginAttempt(db: Db, input: { email: string; clientIp: string }) {
  await consumeRateLimit(db, `login:ip:${input.clientIp}`, limits.loginPerIp);
  await consumeRateLimit(db, `login:pair:${input.email}|${input.clientIp}`, limits.loginPerEmailAndIp);
  const delay = loginDelayMs(await readEventCount(db, failuresKey(input.email), loginSlowdown));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Records how a login attempt ended: a failure slows the next attempts for that email, a success resets it. */
export async function recordLoginOutcome(db: Db, email: string, succeeded: boolean) {
  if (succeeded) await clearEvents(db, failuresKey(email));
  else await countEvent(db, failuresKey(email), loginSlowdown);
}
