import { type Context, Hono } from 'hono';
import { contentScoreRequest } from '@contracts/content-score-request';
import { LENGTH_TARGETS } from '@contracts/generations-options';
import type { AppEnv } from '../../lib/app-context';
import { type Owner, ownerKey } from '../../lib/owner';
import { consumeRateLimit } from '../../lib/rate-limit';
import { before, valid } from '../../lib/validate';
import { resolveOwner } from '../accounts';
import { limits } from './content-score.limits';
import { checkContent } from './content-score.service';
import { topTitlesReader } from './top-titles';

const owners = new WeakMap<Request, Promise<Owner>>();
const ownerOf = (c: Context<AppEnv>) => {
  const owner = owners.get(c.req.raw) ?? resolveOwner(c);
  owners.set(c.req.raw, owner);
  return owner;
};

/** Who asks (401 without a session or visitor) and how often (429), before the body is read (400). */
const admitted = before(async (c) => {
  const owner = await ownerOf(c);
  const { db } = c.get('deps');
  if (owner.kind === 'visitor') await consumeRateLimit(db, `score:visitor-ip:${c.get('clientIp')}`, limits.visitorScoresPerIp);
  await consumeRateLimit(db, `score:${ownerKey(owner)}`, limits.scoresPerOwner);
});

// POST /api/generations/score: the content score of the text being edited, with the server's checks
// (top-10 titles, the asker's own earlier posts). Spends nothing.
export const contentScoreRoutes = new Hono<AppEnv>().post('/', admitted, valid('json', contentScoreRequest), async (c) => {
  const { db } = c.get('deps');
  const owner = await ownerOf(c);
  const { generationId, length, ...input } = c.req.valid('json');
  const report = await checkContent(
    { db, getTopTitles: topTitlesReader(db) },
    { owner, input: { ...input, ...(length ? { targetChars: LENGTH_TARGETS[length] } : {}) }, ...(generationId ? { excludeId: generationId } : {}) },
  );
  return c.json(report, 200);
});
