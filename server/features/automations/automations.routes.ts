import { Hono } from 'hono';
import type { Context } from 'hono';
import { automationInput, runsQuery } from '@contracts/automations';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { requireConsented } from '../accounts';
import {
  createAutomation,
  deleteAutomation,
  listAutomations,
  listRuns,
  runAutomationNow,
  setAutomationPaused,
  updateAutomation,
} from './automations.service';
import { messages } from './automations.messages';

/** Spec §2/§6: automation is for signed-in members with the keyword-report subscription. */
async function requireSubscriber(c: Context<AppEnv>) {
  const signedIn = await requireConsented(c);
  if (!signedIn.user.wantKeywordReport) throw new AppError('SUBSCRIPTION_REQUIRED', messages.subscriptionRequired, 403);
  return signedIn.user;
}

const subscriber = before(requireSubscriber);

export const automationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireSubscriber(c);
    return c.json({ automations: await listAutomations(c.get('deps').db, user.id) }, 200);
  })
  .post('/', subscriber, valid('json', automationInput), async (c) => {
    const user = await requireSubscriber(c);
    return c.json(await createAutomation(c.get('deps').db, user, c.req.valid('json')), 201);
  })
  .get('/runs', valid('query', runsQuery), async (c) => {
    const user = await requireSubscriber(c);
    return c.json({ runs: await listRuns(c.get('deps').db, user.id, c.req.valid('query').automationId) }, 200);
  })
  .put('/:id', subscriber, valid('json', automationInput), async (c) => {
    const user = await requireSubscriber(c);
    return c.json(await updateAutomation(c.get('deps').db, user, c.req.param('id'), c.req.valid('json')), 200);
  })
  .post('/:id/pause', async (c) => {
    const user = await requireSubscriber(c);
    return c.json(await setAutomationPaused(c.get('deps').db, user.id, c.req.param('id'), true), 200);
  })
  .post('/:id/resume', async (c) => {
    const user = await requireSubscriber(c);
    return c.json(await setAutomationPaused(c.get('deps').db, user.id, c.req.param('id'), false), 200);
  })
  // Queues the run and wakes this instance's runner; the page follows it in the run log.
  .post('/:id/run', async (c) => {
    const user = await requireSubscriber(c);
    const queued = await runAutomationNow(c.get('deps').db, user.id, c.req.param('id'));
    c.get('deps').scheduler?.runDue();
    return c.json(queued, 202);
  })
  .delete('/:id', async (c) => {
    const user = await requireSubscriber(c);
    await deleteAutomation(c.get('deps').db, user.id, c.req.param('id'));
    return c.json({ success: true }, 200);
  });
