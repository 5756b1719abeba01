/**
 * GET /api/pricing: what an action costs in credits once its free counter is at 0 (scope: "prices in
 * server config, shown on the page before the user confirms").
 */
export type Pricing = {
  /** Credits one blog post takes when gen_cnt is 0. */
  generation: number;
  /** Credits one keyword lookup takes when adv_cnt is 0. */
  keywordLookup: number;
};
