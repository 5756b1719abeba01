import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { adjustmentInput, packageInput, reasonInput, vipChangeInput } from '@contracts/credits';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { before, valid } from '../../lib/validate';
import { isAdmin, requireSignedIn } from '../accounts';
import { changeVipByAdmin, listAllOrders } from './admin-credits.service';
import { adjustCredits, ledgerMismatches } from './ledger.service';
import { approveManualCharge, rejectManualCharge } from './manual-charge.service';
import { deletePackage, listPackages, savePackage } from './packages.service';
import { payMessages } from './payments.messages';
import { cancelOrder } from './payments.service';

/** Every admin call checks the role on the server. */
async function requireAdmin(c: Context<AppEnv>) {
  const { user } = await requireSignedIn(c);
  if (!isAdmin(c.get('deps').env, user)) throw new AppError('FORBIDDEN', payMessages.adminOnly, 403);
  return user;
}

const ordersQuery = z.object({ channel: z.enum(['toss', 'manual']).optional(), status: z.string().max(30).optional() });

export const adminCreditsRoutes = new Hono<AppEnv>()
  .use('*', before(requireAdmin))
  .get('/packages', async (c) => c.json({ packages: await listPackages(c.get('deps').db, { all: true }) }, 200))
  .post('/packages', valid('json', packageInput), async (c) => c.json(await savePackage(c.get('deps').db, c.req.valid('json')), 201))
  .put('/packages/:id', valid('json', packageInput), async (c) => c.json(await savePackage(c.get('deps').db, c.req.valid('json'), c.req.param('id')), 200))
  .delete('/packages/:id', async (c) => {
    await deletePackage(c.get('deps').db, c.req.param('id'));
    return c.json({ success: true as const }, 200);
  })
  .get('/orders', valid('query', ordersQuery), async (c) => c.json({ orders: await listAllOrders(c.get('deps').db, c.req.valid('query')) }, 200))
  .post('/manual-charges/:id/approve', async (c) => {
    const admin = await requireAdmin(c);
    const { db, mailer, logger } = c.get('deps');
    return c.json(await approveManualCharge({ db, mailer, logger }, admin.id, c.req.param('id')), 200);
  })
  .post('/manual-charges/:id/reject', valid('json', reasonInput), async (c) => {
    const admin = await requireAdmin(c);
    const { db, mailer, logger } = c.get('deps');
    return c.json({ order: await rejectManualCharge({ db, mailer, logger }, admin.id, c.req.param('id'), c.req.valid('json').reason) }, 200);
  })
  .post('/orders/:id/cancel', valid('json', reasonInput), async (c) => {
    const admin = await requireAdmin(c);
    const { db, env, logger } = c.get('deps');
    return c.json({ order: await cancelOrder({ db, env, logger }, admin.id, c.req.param('id'), c.req.valid('json').reason) }, 200);
  })
  .post('/vip', valid('json', vipChangeInput), async (c) => {
    const admin = await requireAdmin(c);
    return c.json(await changeVipByAdmin(c.get('deps').db, admin.id, c.req.valid('json')), 200);
  })
  .post('/adjustments', valid('json', adjustmentInput), async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ wallet: await adjustCredits(c.get('deps').db, admin.id, c.req.valid('json')) }, 200);
  })
  // The balance invariant over every wallet: each equals the sum of its ledger rows.
  .get('/invariant', async (c) => c.json({ mismatches: (await ledgerMismatches(c.get('deps').db)).length }, 200));
