import { Hono } from 'hono';
import { addRankTargetInput, rankTestClockInput, updateRankTargetInput } from '@contracts/rankings';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireAdmin, requireConsented } from '../accounts';
import { rankNow, setRankClockOffset } from './rank-clock';
import { rankHistoryCsv, rankHistoryRows } from './rank-csv';
import { rankAdminStatus, startRound } from './rank-admin.service';
import { addManualTarget, listRankings, ownTarget, requestCheckNow, updateTargetStatus } from './rank-targets.service';
import { rankChanges, rankPoints } from './rank-views';
import { rankMessages } from './rankings.messages';

type C = Parameters<typeof requireConsented>[0];
const member = async (c: C) => (await requireConsented(c)).user;
/** Sign-in (and consent) first, so a visitor gets 401 before any 400 about the body. */
const signedIn = before(member);
const now = (c: C) => rankNow(c.get('deps').env);

export const rankingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    return c.json(await listRankings(db, env, user, now(c)), 200);
  })
  // A URL tracked by hand, with its keyword.
  .post('/', signedIn, valid('json', addRankTargetInput), async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    const target = await addManualTarget(db, env, user, c.req.valid('json'), now(c));
    c.get('deps').scheduler?.runDue();
    return c.json({ target }, 201);
  })
  // '순위 변화 (이번 주)'.
  .get('/changes', async (c) => {
    const user = await member(c);
    return c.json({ changes: await rankChanges(c.get('deps').db, user.id, now(c)) }, 200);
  })
  // The member's rank history as CSV (UTF-8 with a byte-order mark, for Korean Excel).
  .get('/export.csv', async (c) => {
    const user = await member(c);
    const csv = rankHistoryCsv(await rankHistoryRows(c.get('deps').db, user.id));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="rank-history.csv"`, 'Cache-Control': 'no-store' });
  })
  .patch('/:id', signedIn, valid('json', updateRankTargetInput), async (c) => {
    const user = await member(c);
    const { db, env } = c.get('deps');
    const target = await updateTargetStatus(db, env, user, c.req.param('id'), c.req.valid('json'), now(c));
    if (target.status === 'active') c.get('deps').scheduler?.runDue();
    return c.json({ target }, 200);
  })
  // '지금 확인'.
  .post('/:id/check', async (c) => {
    const user = await member(c);
    const { db, env, scheduler } = c.get('deps');
    const target = await requestCheckNow(db, env, user.id, c.req.param('id'), now(c));
    scheduler?.runDue();
    return c.json({ target }, 202);
  })
  // One post's last 30 days (the chart).
  .get('/:id/points', async (c) => {
    const user = await member(c);
    const { db } = c.get('deps');
    const target = await ownTarget(db, user.id, c.req.param('id'));
    return c.json({ points: await rankPoints(db, target.id, now(c)) }, 200);
  })
  // Test servers only (RANK_TEST_CONTROLS=true, refused in production): moves rank tracking's clock.
  .post('/test-clock', valid('json', rankTestClockInput), async (c) => {
    if (!c.get('deps').env.RANK_TEST_CONTROLS) throw new AppError('NOT_FOUND', rankMessages.testClockOff, 404);
    setRankClockOffset(c.req.valid('json').offsetMs);
    return c.json({ now: now(c).toISOString() }, 200);
  });

export const adminRankingsRoutes = new Hono<AppEnv>()
  .use('*', before(requireAdmin))
  .get('/', async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await rankAdminStatus(db, env, now(c)), 200);
  })
  // '지금 한 바퀴 확인': everything due today, out of the same daily budget.
  .post('/round', async (c) => {
    const { db, env, scheduler } = c.get('deps');
    await startRound(db, now(c));
    scheduler?.runDue();
    return c.json(await rankAdminStatus(db, env, now(c)), 202);
  });
