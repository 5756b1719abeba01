import { z } from 'zod';

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

/** What one spend took: a unit of the counter, or credits (event first) when the counter was 0. */
export type SpendCharge = { kind: 'counter' } | { kind: 'credits'; event: number; paid: number };

/** The feature a spend paid for; with the item's id it is the ledger row's reference. */
export type SpendFeature = 'generation' | 'keyword_lookup' | 'image';

/**
 * What is left after a spend, in every reply that reports it. A visitor has only genCount: its other
 * counters and credits are 0, as the client already shows them.
 */
export type Remaining = { genCount: number; imgCount: number; advCount: number; paidCredits: number; eventCredits: number };

export type WalletView = { paidCredits: number; eventCredits: number; totalCredits: number };

/**
 * GET /api/pricing: what an action costs in credits once its free counter is at 0 (scope: "prices in
 * server config, shown on the page before the user confirms").
 */
export type Pricing = {
  /** Credits one blog post takes when genCount is 0. */
  generation: number;
  /** Credits one keyword lookup takes when advCount is 0. */
  keywordLookup: number;
  /** Credits one AI image takes when imgCount is 0. */
  image: number;
};

// Pure: the SPA's first screen imports this file for counterField, and must not pull zod in with it.
export const walletInitializeInput = /* @__PURE__ */ z.object({ userId: z.string().min(1).optional() });
export const welcomeBonusInput = /* @__PURE__ */ z.object({ userId: z.string().min(1).optional(), email: z.string().optional() });

export type WalletReply = { success: true; wallet: { paidCredits: number; eventCredits: number } };
export type WelcomeBonusReply = {
  success: boolean;
  credited: boolean;
  message: string;
  wallet: { paidCredits: number; eventCredits: number };
};
