import { minutes, type RateRule } from '../../lib/rate-limit';

// Title suggestions and outlines are cheap calls but still model calls: limited per visitor or member. A
// new visitor is free to make, so visitors' generations, titles and outlines are also limited per address.
const titlesPerOwner: RateRule = { windowMs: minutes(10), max: 30 };
const visitorTitlesPerIp: RateRule = { windowMs: minutes(10), max: 60 };

export const limits = {
  titlesPerOwner,
  visitorGenerationsPerIp: { windowMs: minutes(60), max: 60 },
  visitorTitlesPerIp,
  /** An outline is limited exactly as title suggestions are (its own count). */
  outlinesPerOwner: titlesPerOwner,
  visitorOutlinesPerIp: visitorTitlesPerIp,
} satisfies Record<string, RateRule>;
