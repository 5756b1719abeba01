import { Hono } from 'hono';
import type { Pricing } from '@contracts/credits';
import type { AppEnv } from '../../lib/app-context';

/** Public: the credit prices from the server's settings, so pages can show them before spending. */
export const pricingRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.get('deps');
  const pricing: Pricing = { generation: env.GENERATION_CREDIT_COST, keywordLookup: env.KEYWORD_LOOKUP_CREDIT_COST, image: env.IMAGE_CREDIT_COST };
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(pricing, 200);
});
