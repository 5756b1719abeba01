import { minutes, type RateRule } from '../../lib/rate-limit';

// Every uncached search spends the service's Naver quota (25,000 calls a day across the Search API).
export const limits = {
  searchPerClient: { windowMs: minutes(1), max: 20 },
  searchPerMember: { windowMs: minutes(1), max: 40 },
} satisfies Record<string, RateRule>;

/** Bookmarks one member may keep. */
export const MAX_BOOKMARKS = 1000;
