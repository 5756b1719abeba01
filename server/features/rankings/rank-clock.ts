import type { Env } from '../../env';

// Rank tracking reads the day from here. A test server (RANK_TEST_CONTROLS=true, refused in production)
// may move it, so an end-to-end test can see a post fall from one day to the next; a server test may hold
// it still. Otherwise it is the real clock.
let offsetMs = 0;
let frozenAt: number | null = null;

/** Rank tracking's now: `base` (the real clock, or the job runner's), moved or held by a test when enabled. */
export function rankNow(env: Pick<Env, 'RANK_TEST_CONTROLS'>, base: Date = new Date()): Date {
  if (!env.RANK_TEST_CONTROLS) return base;
  if (frozenAt !== null) return new Date(frozenAt);
  return offsetMs ? new Date(base.getTime() + offsetMs) : base;
}

/** Moves rank tracking's clock by `ms` from the real one (test servers only; the route checks the setting). */
export function setRankClockOffset(ms: number) {
  offsetMs = ms;
  frozenAt = null;
}

/** Holds rank tracking's clock at `at` (server tests), or lets it run again (null). */
export function freezeRankClock(at: number | null) {
  frozenAt = at;
}
