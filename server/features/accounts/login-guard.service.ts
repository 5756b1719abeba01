import type { Db } from '../../db/client';
import { bookTurn, clearEvents, consumeRateLimit, countEvent, RateLimitError, readEventCount } from '../../lib/rate-limit';
import { limits, loginLine, loginSlowdown } from './accounts.limits';

const failuresKey = (email: string) => `login-fail:email:${email}`;
const lineKey = (email: string) => `login-line:email:${email}`;
const knownPlaceKey = (email: string, clientIp: string) => `login-known:${email}|${clientIp}`;
const knownPlace = { windowMs: loginLine.knownForMs };

/** The wait before checking a password for an email that has failed `failures` times lately. */
export function loginDelayMs(failures: number) {
  const over = failures - loginSlowdown.afterFailures;
  if (over < 0) return 0;
  return Math.min(loginSlowdown.maxMs, loginSlowdown.baseMs * 2 ** over);
}

/**
 * Guards one login attempt before its password is checked: hard limits per client (an IPv6 client by its
 * /64) and per email+client pair (an attacker needs many networks), a growing delay per email that slows
 * failures from everywhere without ever refusing the owner, and one line per email, so attempts sent in
 * parallel wait their turn (or are refused past a short wait) instead of each being checked at once.
 */
export async function admitLoginAttempt(db: Db, input: { email: string; clientIp: string }) {
  const { email, clientIp } = input;
  await consumeRateLimit(db, `login:ip:${clientIp}`, limits.loginPerIp);
  await consumeRateLimit(db, `login:pair:${email}|${clientIp}`, limits.loginPerEmailAndIp);
  const now = Date.now();
  // An attempt counts as a failure until it succeeds: attempts still in flight slow the next one as
  // finished failures would, so guesses sent together are slowed as if sent one after another.
  const { count } = await countEvent(db, failuresKey(email), loginSlowdown, now);
  const delay = loginDelayMs(count - 1);
  let startsAt = now + delay;
  if ((await readEventCount(db, knownPlaceKey(email, clientIp), knownPlace, now)) === 0) {
    const spacingMs = Math.max(loginLine.minGapMs, delay);
    const turn = await bookTurn(db, lineKey(email), { now, earliest: now + delay, spacingMs, maxWaitMs: loginLine.maxWaitMs });
    if (turn === null) throw new RateLimitError(Math.ceil(spacingMs / 1000));
    startsAt = turn;
  }
  const wait = startsAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Records how a login attempt ended: a failure stays counted (admitLoginAttempt counted it); a success
 * resets the slowdown and the line, and remembers the place it came from.
 */
export async function recordLoginOutcome(db: Db, input: { email: string; clientIp: string; succeeded: boolean }) {
  const { email, clientIp, succeeded } = input;
  if (!succeeded) return;
  await clearEvents(db, failuresKey(email));
  await clearEvents(db, lineKey(email));
  await countEvent(db, knownPlaceKey(email, clientIp), knownPlace);
}
