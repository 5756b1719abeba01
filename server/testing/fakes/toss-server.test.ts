import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTossClient, TossApiError } from '../../integrations/toss/toss-client';
import { type FakeToss, startFakeToss } from './toss-server';

let toss: FakeToss;
beforeAll(async () => {
  toss = await startFakeToss({ secretKey: 'test_sk_fake' });
});
afterAll(() => toss.close());

const client = () => createTossClient({ secretKey: 'test_sk_fake', baseUrl: toss.url });

describe('fake Toss Payments', () => {
  it('refuses a wrong secret key with UNAUTHORIZED_KEY', async () => {
    const wrong = createTossClient({ secretKey: 'test_sk_other', baseUrl: toss.url });
    await expect(wrong.getPaymentByOrderId('x')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED_KEY' });
  });

  it('confirms once; a replay of the Idempotency-Key answers the first answer', async () => {
    const paymentKey = toss.authorize({ orderId: 'order_replay_1', amount: 1000 });
    const first = await client().confirm({ paymentKey, orderId: 'order_replay_1', amount: 1000 }, 'key-1');
    const replay = await client().confirm({ paymentKey, orderId: 'order_replay_1', amount: 1000 }, 'key-1');
    expect(first.status).toBe('DONE');
    expect(replay).toEqual(first);
    await expect(client().confirm({ paymentKey, orderId: 'order_replay_1', amount: 1000 }, 'key-2')).rejects.toMatchObject({ code: 'ALREADY_PROCESSED_PAYMENT' });
  });

  it('checks the amount, serves get by key and by order, and cancels', async () => {
    const paymentKey = toss.authorize({ orderId: 'order_amount_1', amount: 5000 });
    await expect(client().confirm({ paymentKey, orderId: 'order_amount_1', amount: 4000 }, 'a')).rejects.toBeInstanceOf(TossApiError);
    await client().confirm({ paymentKey, orderId: 'order_amount_1', amount: 5000 }, 'b');
    expect((await client().getPayment(paymentKey)).orderId).toBe('order_amount_1');
    expect((await client().getPaymentByOrderId('order_amount_1')).paymentKey).toBe(paymentKey);
    const part = await client().cancel(paymentKey, { cancelReason: '부분 환불', cancelAmount: 1000 }, 'c1');
    expect(part).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 4000 });
    const full = await client().cancel(paymentKey, { cancelReason: '환불' }, 'c2');
    expect(full).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    await expect(client().cancel(paymentKey, { cancelReason: '환불' }, 'c3')).rejects.toMatchObject({ code: 'ALREADY_CANCELED_PAYMENT' });
  });

  it('issues a virtual account with a deposit secret', async () => {
    const paymentKey = toss.authorize({ orderId: 'order_va_1', amount: 9900, method: '가상계좌' });
    const payment = await client().confirm({ paymentKey, orderId: 'order_va_1', amount: 9900 }, 'va');
    expect(payment.status).toBe('WAITING_FOR_DEPOSIT');
    expect(payment.secret).toMatch(/^ps_/);
    expect(payment.virtualAccount?.dueDate).toBeTruthy();
  });

  it('serves the widget script and a payment window that redirects to the success URL', async () => {
    const script = await fetch(`${toss.url}/v2/standard`);
    expect(await script.text()).toContain('window.TossPayments');
    const q = new URLSearchParams({ orderId: 'order_window_1', amount: '9900', orderName: 'x', method: '카드', successUrl: 'http://app.test/credits/purchase?result=success', failUrl: 'http://app.test/credits/purchase?result=fail' });
    const res = await fetch(`${toss.url}/_fake/pay?${q}`, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('orderId')).toBe('order_window_1');
    expect(location.searchParams.get('paymentKey')).toMatch(/^tgen_/);
  });
});
