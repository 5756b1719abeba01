import { Hono } from 'hono';
import type { Context } from 'hono';
import { publicationListQuery } from '@contracts/publishing';
import { calendarQuery, vipProfileInput } from '@contracts/vip';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireConsented } from '../accounts';
import { listBlogConnections, listPublications } from '../publishing';
import { vipMessages } from './vip.messages';
import { readVipProfile, saveVipProfile, vipCalendar, vipDashboard } from './vip.service';

/** Spec §2: the VIP pages need sign-in and grade vip; the server checks it on every call. */
async function requireVip(c: Context<AppEnv>) {
  const { user } = await requireConsented(c);
  if (user.grade !== 'vip') throw new AppError('VIP_REQUIRED', vipMessages.vipOnly, 403);
  return user;
}

export const vipRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    const user = await requireVip(c);
    return c.json(await vipDashboard(c.get('deps').db, user.id), 200);
  })
  .get('/calendar', valid('query', calendarQuery), async (c) => {
    const user = await requireVip(c);
    return c.json({ entries: await vipCalendar(c.get('deps').db, user.id, c.req.valid('query').month) }, 200);
  })
  // /vipHistory: the member's publications by status and blog, with the blogs to filter by.
  .get('/publications', valid('query', publicationListQuery), async (c) => {
    const user = await requireVip(c);
    const { db } = c.get('deps');
    const [publications, blogs] = await Promise.all([listPublications(db, { userId: user.id, ...c.req.valid('query') }), listBlogConnections(db, user.id)]);
    return c.json({ publications, blogs }, 200);
  })
  // Spec §2: /vipProfile needs sign-in only.
  .get('/profile', async (c) => {
    const { user } = await requireConsented(c);
    return c.json(await readVipProfile(c.get('deps').db, user), 200);
  })
  .put('/profile', before(requireConsented), valid('json', vipProfileInput), async (c) => {
    const { user } = await requireConsented(c);
    return c.json(await saveVipProfile(c.get('deps').db, user, c.req.valid('json')), 200);
  });
