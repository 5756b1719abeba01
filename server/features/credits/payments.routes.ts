import { Hono } from 'hono';
import { confirmInput, failInput, manualChargeInput, orderInput } from '@contracts/credits';
import { tossErrorMessage } from '../../integrations/toss/toss-errors';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { valid } from '../../lib/validate';
import { requireConsented, requireSignedIn } from '../accounts';
import { requestManualCharge } from './manual-charge.service';
import { createOrder, customerKeyOf, listOwnOrders, orderReply, recordFailure } from './orders.service';
import { listPackages } from './packages.service';
import { payMessages } from './payments.messages';
import { confirmPayment } from './payments.service';
import { handleTossWebhook, tossFor } from './toss-sync.service';

export const paymentsRoutes = new Hono<AppEnv>()
  // Public: product pages and the purchase page show what is on sale.
  .get('/packages', async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ packages: await listPackages(c.get('deps').db) }, 200);
  })
  // What the purchase pages need: Toss's client key (null: online payment not connected), the member's
  // customerKey for the widget, and the bank account for transfers.
  .get('/checkout', async (c) => {
    const { env, secret } = c.get('deps');
    const { user } = await requireSignedIn(c);
    return c.json(
      { tossClientKey: env.TOSS_CLIENT_KEY ?? null, customerKey: customerKeyOf(secret, user.id), bankAccount: env.BANK_TRANSFER_ACCOUNT ?? null },
      200,
    );
  })
  .post('/orders', valid('json', orderInput), async (c) => {
    const { db, env } = c.get('deps');
    const { user } = await requireConsented(c);
    if (!tossFor(env)) throw new AppError('TOSS_NOT_CONFIGURED', payMessages.tossNotConfigured, 503);
    const customerKey = customerKeyOf(c.get('deps').secret, user.id);
    return c.json(orderReply(await createOrder(db, user.id, c.req.valid('json').packageId, { channel: 'toss', customerKey })), 201);
  })
  .get('/orders', async (c) => {
    const { user } = await requireSignedIn(c);
    return c.json({ orders: await listOwnOrders(c.get('deps').db, user.id) }, 200);
  })
  .post('/payments/confirm', valid('json', confirmInput), async (c) => {
    const { db, env, logger } = c.get('deps');
    const { user } = await requireSignedIn(c);
    return c.json(await confirmPayment({ db, env, logger }, user.id, c.req.valid('json')), 200);
  })
  // The fail URL's page reports what Toss said; the order stays payable.
  .post('/payments/fail', valid('json', failInput), async (c) => {
    const { user } = await requireSignedIn(c);
    const { orderId, code } = c.req.valid('json');
    const message = tossErrorMessage(code);
    await recordFailure(c.get('deps').db, user.id, orderId, code ?? 'UNKNOWN', message);
    return c.json({ message }, 200);
  })
  .post('/manual-charges', valid('json', manualChargeInput), async (c) => {
    const { db, env } = c.get('deps');
    const { user } = await requireConsented(c);
    if (!env.BANK_TRANSFER_ACCOUNT) throw new AppError('BANK_ACCOUNT_MISSING', payMessages.bankAccountMissing, 503);
    return c.json({ order: await requestManualCharge(db, user.id, c.req.valid('json')), message: payMessages.manualRequested }, 201);
  })
  // Toss's webhooks: no session, no Origin. Answered 200 once handled (or when there is nothing to do);
  // an error answers 500 so Toss retries later.
  .post('/webhooks/toss', async (c) => {
    const { db, env, logger } = c.get('deps');
    const toss = tossFor(env);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('INVALID_WEBHOOK', payMessages.invalidWebhook, 400);
    }
    if (!toss || typeof body !== 'object' || body === null) return c.json({ ok: true }, 200);
    const outcome = await handleTossWebhook(db, toss, body as Record<string, unknown>, logger);
    if (outcome === 'bad-secret') throw new AppError('INVALID_SECRET', payMessages.invalidSecret, 403);
    return c.json({ ok: true, outcome }, 200);
  });
