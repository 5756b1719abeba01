import type { RateRule } from '../../lib/rate-limit';

const minutes = (n: number) => n * 60_000;

// Title suggestions are a cheap call but still a model call: limited per visitor or member.
export const limits = {
  titlesPerOwner: { windowMs: minutes(10), max: 30 },
} satisfies Record<string, RateRule>;
