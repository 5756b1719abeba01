// The parts of credits.ts without zod: the SPA's first screen needs counterField, and the ledger its kinds,
// not the schemas.
/**
 * The three free counters (scope "Counters and money"). Each keeps one name on the server, on the wire
 * and in the client: `genCount`, `imgCount`, `advCount`. The spec forces two other spellings, mapped in
 * one place each: the database columns gen_cnt / img_count / adv_cnt (Drizzle maps them in
 * server/db/schema) and the user record's gen_cnt / imgCount / adv_cnt (built by toUserRecord on the
 * server, read by memberState on the client). The usage ledger stores the short id ('gen', 'img', 'adv').
 */
export const COUNTERS = ['gen', 'img', 'adv'] as const;
export type Counter = (typeof COUNTERS)[number];
export const counterField = { gen: 'genCount', img: 'imgCount', adv: 'advCount' } as const satisfies Record<Counter, string>;
export type CounterField = (typeof counterField)[Counter];

export const LEDGER_KINDS = ['purchase', 'bonus', 'spend', 'refund', 'cancel', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
