import { minutes, type RateRule } from '../../lib/rate-limit';

// The editor asks for the server's checks now and then while a member edits (the live score itself runs
// in the browser); these keep a client from turning the history comparison into a load.
export const limits = {
  scoresPerOwner: { windowMs: minutes(10), max: 120 },
  visitorScoresPerIp: { windowMs: minutes(10), max: 240 },
} satisfies Record<string, RateRule>;

/** The member's most recent posts a text is compared with; older ones are not read. */
export const OVERLAP_HISTORY_LIMIT = 200;
