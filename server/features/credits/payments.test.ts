import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditItems, creditOrders, users } from '../../db/schema';
import { createTossClient } from '../../integrations/toss/toss-client';
import { admin, member, type PayKit, payOrder, startPayKit, TOSS_KEYS } from '../../testing/pay-kit';
import { ledgerMismatches } from './ledger.service';

let kit: PayKit;
beforeAll(async () => {
  kit = await startPayKit();
});
afterAll(() => kit.close());

const ledgerOf = (userId: string) => kit.t.db.select().from(creditItems).where(eq(creditItems.userId, userId));
const orderRow = async (orderId: string) => (await kit.t.db.select().from(creditOrders).where(eq(creditOrders.id, orderId)))[0];

describe('GET /api/credits/packages', () => {
  it('lists the seeded active packages to anyone, in order', async () => {
    const res = await kit.t.json('/api/credits/packages');
    expect(res.status).toBe(200);
    const { packages } = res.body as { packages: { id: string; priceKrw: number; vipDays: number }[] };
    expect(packages.map((p) => p.id)).toEqual(['pkg_starter', 'pkg_basic', 'pkg_pro', 'pkg_vip30']);
    expect(packages.find((p) => p.id === 'pkg_vip30')?.vipDays).toBe(30);
  });
});

describe('POST /api/credits/orders', () => {
  it('takes the amount from the package, never from the browser', async () => {
    const { client } = await member(kit.t);
    const res = await client.post('/api/credits/orders', { packageId: 'pkg_basic', amount: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 27000, orderName: '베이직 3,000 크레딧' });
    expect(res.body.orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(res.body.customerKey).toMatch(/^ck_/);
  });

  it('refuses a visitor and an unknown package in Korean', async () => {
    expect((await kit.t.json('/api/credits/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"packageId":"pkg_basic"}' })).status).toBe(401);
    const { client } = await member(kit.t);
    const res = await client.post('/api/credits/orders', { packageId: 'nope' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('판매 중인 크레딧 상품이 아닙니다.');
  });
});

describe('POST /api/credits/payments/confirm', () => {
  it('confirms with Toss, credits paid and bonus credits once, and writes the ledger', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client);
    const res = await client.post('/api/credits/payments/confirm', paid);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('결제가 완료되어 3,000 크레딧과 보너스 300 크레딧이 충전되었습니다.');
    expect(res.body.wallet).toEqual({ paidCredits: 3000, eventCredits: 300, totalCredits: 3300 });
    expect(res.body.order).toMatchObject({ status: 'DONE', credited: true, method: '카드' });
    expect(res.body.order.receiptUrl).toContain('receipt');
    const again = await client.post('/api/credits/payments/confirm', paid);
    expect(again.body.message).toBe('이미 충전이 완료된 주문입니다.');
    const rows = await ledgerOf(userId);
    expect(rows.map((r) => [r.kind, r.amount, r.reason]).sort()).toEqual([['event', 300, 'purchase_bonus'], ['paid', 3000, 'purchase']]);
  });

  it('refuses a tampered amount and credits nothing', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client);
    const res = await client.post('/api/credits/payments/confirm', { ...paid, amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'AMOUNT_MISMATCH', message: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.' });
    expect(await ledgerOf(userId)).toEqual([]);
    expect(kit.toss.payments.get(paid.paymentKey)?.status).toBe('IN_PROGRESS');
  });

  it("refuses another member's order", async () => {
    const { client } = await member(kit.t);
    const paid = await payOrder(kit, client);
    const other = await member(kit.t);
    expect((await other.client.post('/api/credits/payments/confirm', paid)).status).toBe(404);
  });

  it('turns a Toss error code into Korean and credits nothing', async () => {
    const { client, userId } = await member(kit.t);
    const order = await client.post('/api/credits/orders', { packageId: 'pkg_starter' });
    const paymentKey = kit.toss.authorize({ orderId: order.body.orderId, amount: 9900, failWith: { status: 403, code: 'REJECT_CARD_COMPANY' } });
    const res = await client.post('/api/credits/payments/confirm', { paymentKey, orderId: order.body.orderId, amount: 9900 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('카드사에서 결제를 거절했습니다. 카드 정보나 한도를 확인하거나 다른 결제수단을 이용해 주세요.');
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it('settles a confirm whose answer never arrived by fetching the payment by orderId', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter');
    kit.toss.behaviour.dropConfirmAnswers = 1;
    const res = await client.post('/api/credits/payments/confirm', paid);
    expect(res.status).toBe(200);
    expect(res.body.wallet.paidCredits).toBe(1000);
    expect((await ledgerOf(userId)).length).toBe(1);
  });

  it('the fail URL page gets a Korean message and the order stays payable', async () => {
    const { client } = await member(kit.t);
    const order = await client.post('/api/credits/orders', { packageId: 'pkg_starter' });
    const res = await client.post('/api/credits/payments/fail', { orderId: order.body.orderId, code: 'PAY_PROCESS_CANCELED' });
    expect(res.body.message).toBe('결제를 취소하셨습니다. 다시 결제할 수 있습니다.');
    const paymentKey = kit.toss.authorize({ orderId: order.body.orderId, amount: 9900 });
    expect((await client.post('/api/credits/payments/confirm', { paymentKey, orderId: order.body.orderId, amount: 9900 })).body.wallet.paidCredits).toBe(1000);
  });

  it('a VIP package makes its buyer vip until the expiry, and buying again extends it', async () => {
    const { client, userId } = await member(kit.t);
    await client.post('/api/credits/payments/confirm', await payOrder(kit, client, 'pkg_vip30'));
    const first = await client.get('/api/credits/ledger');
    expect(first.body.vipExpiresAt).not.toBeNull();
    const [row] = await kit.t.db.select({ grade: users.grade }).from(users).where(eq(users.id, userId));
    expect(row?.grade).toBe('vip');
    await client.post('/api/credits/payments/confirm', await payOrder(kit, client, 'pkg_vip30'));
    const second = await client.get('/api/credits/ledger');
    const days = (Date.parse(second.body.vipExpiresAt) - Date.parse(first.body.vipExpiresAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});

describe('virtual accounts and webhooks', () => {
  it('shows the account while waiting, credits on the deposit callback, and ignores a wrong secret', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter', '가상계좌');
    const res = await client.post('/api/credits/payments/confirm', paid);
    expect(res.body.order.status).toBe('WAITING_FOR_DEPOSIT');
    expect(res.body.order.virtualAccount).toMatchObject({ bank: '신한은행' });
    expect(res.body.message).toContain('가상계좌가 발급되었습니다');
    const forged = await kit.toss.sendWebhook({ createdAt: new Date().toISOString(), secret: 'ps_forged', status: 'DONE', transactionKey: 'x', orderId: paid.orderId });
    expect(forged).toBe(403);
    expect(await ledgerOf(userId)).toEqual([]);
    const statuses = await kit.toss.deposit(paid.orderId);
    expect(statuses).toEqual([200, 200]);
    expect((await ledgerOf(userId)).map((r) => r.amount)).toEqual([1000]);
    expect((await client.get('/api/credits/orders')).body.orders[0]).toMatchObject({ status: 'DONE', credited: true });
  });

  it('trusts only the payment it fetches back, not the webhook body', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_starter');
    const fake = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey: paid.paymentKey, orderId: paid.orderId, status: 'DONE', totalAmount: 9900 } };
    expect(await kit.toss.sendWebhook(fake)).toBe(200);
    expect(await ledgerOf(userId)).toEqual([]);
    const unknown = { ...fake, data: { ...fake.data, paymentKey: 'tgen_forged' } };
    expect(await kit.toss.sendWebhook(unknown)).toBe(200);
  });

  it('takes credits back when Toss reports the payment canceled', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_basic');
    await client.post('/api/credits/payments/confirm', paid);
    kit.toss.setStatus(paid.paymentKey, 'CANCELED');
    const payment = kit.toss.payments.get(paid.paymentKey);
    if (payment) payment.balanceAmount = 0;
    await kit.toss.sendStatusWebhook(paid.paymentKey, 3);
    expect((await client.get('/api/credits/wallet')).body.wallet).toEqual({ paidCredits: 0, eventCredits: 0, totalCredits: 0 });
    expect((await ledgerOf(userId)).filter((r) => r.reason === 'cancel')).toHaveLength(2);
    expect(await ledgerMismatches(kit.t.db, [userId])).toEqual([]);
  });
});

describe('partial cancels reported by Toss', () => {
  it('take back the canceled share once, however often the webhook comes', async () => {
    const { client, userId } = await member(kit.t);
    const paid = await payOrder(kit, client, 'pkg_basic');
    await client.post('/api/credits/payments/confirm', paid);
    // Cancelled in Toss's console: a third of 27,000 won.
    await createTossClient({ secretKey: TOSS_KEYS.secretKey, baseUrl: kit.toss.url }).cancel(paid.paymentKey, { cancelReason: '부분 환불', cancelAmount: 9000 }, 'console-1');
    await kit.toss.sendStatusWebhook(paid.paymentKey, 3);
    expect((await client.get('/api/credits/wallet')).body.wallet).toEqual({ paidCredits: 2000, eventCredits: 200, totalCredits: 2200 });
    expect((await orderRow(paid.orderId))?.status).toBe('PARTIAL_CANCELED');
    expect(await ledgerMismatches(kit.t.db, [userId])).toEqual([]);
  });
});

describe('POST /api/credits/admin/orders/:id/cancel', () => {
  it('cancels through Toss while the credits are unspent, and refuses once some are spent', async () => {
    const adminClient = await admin(kit.t);
    const buyer = await member(kit.t);
    const paid = await payOrder(kit, buyer.client, 'pkg_starter');
    await buyer.client.post('/api/credits/payments/confirm', paid);
    const res = await adminClient.post(`/api/credits/admin/orders/${paid.orderId}/cancel`, { reason: '고객 요청 환불' });
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('CANCELED');
    expect(kit.toss.payments.get(paid.paymentKey)?.status).toBe('CANCELED');
    expect((await buyer.client.get('/api/credits/wallet')).body.wallet.totalCredits).toBe(0);

    const spender = await member(kit.t);
    const second = await payOrder(kit, spender.client, 'pkg_starter');
    await spender.client.post('/api/credits/payments/confirm', second);
    await adminClient.post('/api/credits/admin/adjustments', { email: spender.email, credit: 'paid', amount: -1, reason: '테스트 차감' });
    const refused = await adminClient.post(`/api/credits/admin/orders/${second.orderId}/cancel`, { reason: '고객 요청 환불' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('이 결제로 충전된 크레딧 중 이미 사용한 크레딧이 있어 취소할 수 없습니다.');
    expect((await orderRow(second.orderId))?.status).toBe('DONE');
  });

  it('is for admins only', async () => {
    const { client } = await member(kit.t);
    expect((await client.post('/api/credits/admin/orders/x/cancel', { reason: '권한 없음' })).status).toBe(403);
  });
});
