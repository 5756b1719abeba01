import { minutes, type RateRule } from '../../lib/rate-limit';

// A brief request counts against these only when it makes an outside call: a brief not in the shared
// cache (three calls on the service's Search API quota) or related keywords from the member's own
// Search Ad key. A cached brief for a visitor, or for a member without a key, is free.
export const limits = {
  briefsPerMember: { windowMs: minutes(60), max: 60 },
  briefsPerClient: { windowMs: minutes(60), max: 30 },
} satisfies Record<string, RateRule>;

/** Search API calls one brief makes: blog by relevance (top 10 and the total), blog newest 100, 지식iN top 10. */
export const BRIEF_SEARCH_CALLS = 3;
/** A claim older than this is taken to be dead (its instance stopped) and may be taken over. */
export const CLAIM_TIMEOUT_MS = 45_000;
/** How long a request waits for another instance's fetch of the same keyword before giving up. */
export const CLAIM_WAIT_MS = 25_000;
export const CLAIM_POLL_MS = 100;
