import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditItems, creditOrders } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { member, type PayKit, payOrder, startPayKit } from '../../testing/pay-kit';

// What comes from outside the payment flow's happy path: a paymentKey another order holds, keys and
// order numbers longer than Toss ever makes, and Toss refusing or failing the webhook's look-up.
const logLines: string[] = [];
let kit: PayKit;
beforeAll(async () => {
  kit = await startPayKit({}, { logger: createLogger('warn', (line) => void logLines.push(line)) });
});
afterAll(() => kit.close());
beforeEach(() => {
  logLines.length = 0;
  kit.toss.behaviour.lookupFailures = [];
  kit.toss.behaviour.dropLookups = 0;
});

const ledgerOf = (userId: string) => kit.t.db.select().from(creditItems).where(eq(creditItems.userId, userId));
const orderRow = async (orderId: string) => (await kit.t.db.select().from(creditOrders).where(eq(creditOrders.id, orderId)))[0];
const statusWebhook = (paymentKey: string) => ({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey } });
// An unexpected error is logged with its stack; an expected refusal or outage is not one.
const stackLines = () => logLines.filter((l) => l.includes('unhandled error') || l.includes('    at '));

describe('POST /api/credits/payments/confirm with a paymentKey another order holds', () => {
  it('is a Korean 409 and changes neither order', async () => {
    const { client, userId } = await member(kit.t);
    const first = await payOrder(kit, client, 'pkg_starter');
    expect((await client.post('/api/credits/payments/confirm', first)).status).toBe(200);
    const second = await payOrder(kit, client, 'pkg_starter');
    const res = await client.post('/api/credits/payments/confirm', { ...second, paymentKey: first.paymentKey });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'PAYMENT_KEY_IN_USE', message: '이미 다른 주문에 사용된 결제입니다. 결제를 다시 진행해 주세요.' });
    expect(await orderRow(second.orderId)).toMatchObject({ status: 'READY', paymentKey: null, creditedAt: null });
    expect(await orderRow(first.orderId)).toMatchObject({ status: 'DONE', paymentKey: first.paymentKey });
    expect((await ledgerOf(userId)).map((r) => r.amount)).toEqual([1000]);
    // The second order's own payment still goes through.
    expect((await client.post('/api/credits/payments/confirm', second)).status).toBe(200);
  });
});

describe('Toss limits on paymentKey and orderId', () => {
  it('confirm refuses a paymentKey over 200 characters and an orderId Toss would not make, in Korean', async () => {
    const { client } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter');
    const longKey = await client.post('/api/credits/payments/confirm', { ...paid, paymentKey: 'k'.repeat(201) });
    expect(longKey.status).toBe(400);
    expect(longKey.body.error.message).toContain('결제 키가 올바르지 않습니다.');
    for (const orderId of ['abc', 'x'.repeat(65), 'gb_주문번호_123', 'gb_1/../2']) {
      const res = await client.post('/api/credits/payments/confirm', { ...paid, orderId });
      expect(res.status, orderId).toBe(400);
      expect(res.body.error.message).toContain('주문 번호가 올바르지 않습니다.');
    }
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'READY', paymentKey: null });
  });

  it('a webhook with a 20,000-character paymentKey is answered 200, ignored, and logs no stack', async () => {
    const res = await kit.t.json('/api/credits/webhooks/toss', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(statusWebhook('k'.repeat(20_000))),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, outcome: 'ignored' });
    expect(stackLines()).toEqual([]);
  });

  it('a deposit callback with an orderId Toss would not make is ignored', async () => {
    const res = await kit.toss.sendWebhook({ createdAt: new Date().toISOString(), secret: 'ps_x', status: 'DONE', transactionKey: 'x', orderId: 'o'.repeat(20_000) });
    expect(res).toBe(200);
    expect(stackLines()).toEqual([]);
  });
});

describe("a webhook's look-up of the payment", () => {
  it('ignores the webhook when Toss answers any 4xx, and changes nothing', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter');
    kit.toss.setStatus(paid.paymentKey, 'DONE');
    for (const failure of [{ status: 400, code: 'INVALID_REQUEST' }, { status: 403, code: 'FORBIDDEN_REQUEST' }, { status: 404, code: 'NOT_FOUND_PAYMENT' }, { status: 414, code: 'URI_TOO_LONG' }]) {
      kit.toss.behaviour.lookupFailures = [failure];
      expect(await kit.toss.sendWebhook(statusWebhook(paid.paymentKey)), String(failure.status)).toBe(200);
    }
    expect(await ledgerOf(userId)).toEqual([]);
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'READY', creditedAt: null });
    expect(stackLines()).toEqual([]);
  });

  it('ignores a deposit callback whose look-up Toss answers with a 4xx', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter', '가상계좌');
    await client.post('/api/credits/payments/confirm', paid);
    const secret = kit.toss.payments.get(paid.paymentKey)?.secret;
    kit.toss.behaviour.lookupFailures = [{ status: 403, code: 'FORBIDDEN_REQUEST' }];
    const res = await kit.toss.sendWebhook({ createdAt: new Date().toISOString(), secret, status: 'DONE', transactionKey: 'x', orderId: paid.orderId });
    expect(res).toBe(200);
    expect(await ledgerOf(userId)).toEqual([]);
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', creditedAt: null });
    expect(stackLines()).toEqual([]);
  });

  it('answers non-200 when Toss fails (5xx), asks to slow down (429) or does not answer, so Toss retries; the retry applies it', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter');
    kit.toss.setStatus(paid.paymentKey, 'DONE');
    kit.toss.behaviour.lookupFailures = [{ status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' }];
    expect(await kit.toss.sendWebhook(statusWebhook(paid.paymentKey))).toBe(503);
    // Too many requests: also worth another try later.
    kit.toss.behaviour.lookupFailures = [{ status: 429, code: 'TOO_MANY_REQUESTS' }];
    expect(await kit.toss.sendWebhook(statusWebhook(paid.paymentKey))).toBe(503);
    kit.toss.behaviour.dropLookups = 1;
    expect(await kit.toss.sendWebhook(statusWebhook(paid.paymentKey))).toBe(503);
    expect(await ledgerOf(userId)).toEqual([]);
    expect(stackLines()).toEqual([]);
    expect(await kit.toss.sendWebhook(statusWebhook(paid.paymentKey))).toBe(200);
    expect((await ledgerOf(userId)).map((r) => r.amount)).toEqual([1000]);
  });
});
