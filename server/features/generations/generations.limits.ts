import { minutes, type RateRule } from '../../lib/rate-limit';

// Title suggestions are a cheap call but still a model call: limited per visitor or member. A new visitor
// is free to make, so visitors' generations and titles are also limited per client address.
export const limits = {
  titlesPerOwner: { windowMs: minutes(10), max: 30 },
  visitorGenerationsPerIp: { windowMs: minutes(60), max: 60 },
  visitorTitlesPerIp: { windowMs: minutes(10), max: 60 },
} satisfies Record<string, RateRule>;
