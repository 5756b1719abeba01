import { minutes, type RateRule } from '../../lib/rate-limit';

// Per member: each lookup and trend spends the member's own Naver quota, and a verify calls Naver.
export const limits = {
  lookupPerMember: { windowMs: minutes(1), max: 10 },
  trendPerMember: { windowMs: minutes(10), max: 60 },
  verifyPerMember: { windowMs: minutes(10), max: 10 },
} satisfies Record<string, RateRule>;
