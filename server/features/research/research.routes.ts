import { Hono } from 'hono';
import { researchBriefQuery } from '@contracts/research';
import type { AppEnv } from '../../lib/app-context';
import { valid } from '../../lib/validate';
import { isAdmin, readSignedIn } from '../accounts';
import { getResearchBrief } from './brief.service';
import type { BriefViewer } from './brief-viewer';

export const researchRoutes = new Hono<AppEnv>()
  // Anyone may ask (the write page works without signing in); members per account, visitors per address.
  .get('/brief', valid('query', researchBriefQuery), async (c) => {
    const deps = c.get('deps');
    const signed = await readSignedIn(c);
    const viewer: BriefViewer = signed
      ? { kind: 'member', userId: signed.user.id, admin: isAdmin(deps.env, signed.user) }
      : { kind: 'visitor', clientIp: c.get('clientIp') };
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getResearchBrief(deps, { keyword: c.req.valid('query').keyword, viewer }), 200);
  });
