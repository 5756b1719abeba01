import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditItems, creditOrders, users, vipEvents, vipMemberships } from '../../db/schema';
import { admin, member, type PayKit, payOrder, startPayKit } from '../../testing/pay-kit';
import { createLogger } from '../../lib/logger';
import { paymentSweepJob } from '../../jobs/payment-sweep.job';
import { vipExpiryJob } from '../../jobs/vip-expiry.job';
import { ledgerMismatches } from './ledger.service';

let kit: PayKit;
beforeAll(async () => {
  kit = await startPayKit();
});
afterAll(() => kit.close());

const gradeOf = async (userId: string) => (await kit.t.db.select({ g: users.grade }).from(users).where(eq(users.id, userId)))[0]?.g;
const jobCtx = (now: Date) => ({ id: 'j', payload: {}, attempt: 1, now, heartbeat: async () => undefined, signal: new AbortController().signal });

describe('/admin/credits packages', () => {
  it('lets an admin add, edit and hide a package; members see only active ones', async () => {
    const a = await admin(kit.t);
    const body = { name: '테스트 상품', paidCredits: 500, bonusCredits: 50, priceKrw: 5000, vipDays: 0, active: true, sortOrder: 5 };
    const created = await a.post('/api/credits/admin/packages', body);
    expect(created.status).toBe(201);
    expect((await kit.t.json<{ packages: { id: string }[] }>('/api/credits/packages')).body.packages[0]?.id).toBe(created.body.id);
    await a.put(`/api/credits/admin/packages/${created.body.id}`, { ...body, active: false });
    expect((await kit.t.json<{ packages: { id: string }[] }>('/api/credits/packages')).body.packages.some((p) => p.id === created.body.id)).toBe(false);
    expect((await a.get('/api/credits/admin/packages')).body.packages.some((p: { id: string }) => p.id === created.body.id)).toBe(true);
    const bad = await a.post('/api/credits/admin/packages', { ...body, priceKrw: 10 });
    expect(bad.body.error.message).toBe('가격은 100원 이상이어야 합니다.');
  });
});

describe('manual charge', () => {
  it('waits for an admin; a rejection keeps credits at 0 and mails the reason', async () => {
    const a = await admin(kit.t);
    const m = await member(kit.t);
    const req = await m.client.post('/api/credits/manual-charges', { packageId: 'pkg_starter', depositorName: '홍길동' });
    expect(req.status).toBe(201);
    expect(req.body.order).toMatchObject({ status: 'PENDING', depositorName: '홍길동', amount: 9900 });
    const pending = await a.get('/api/credits/admin/orders?channel=manual&status=PENDING');
    expect(pending.body.orders.some((o: { orderId: string }) => o.orderId === req.body.order.orderId)).toBe(true);
    const rejected = await a.post(`/api/credits/admin/manual-charges/${req.body.order.orderId}/reject`, { reason: '입금이 확인되지 않습니다' });
    expect(rejected.body.order.status).toBe('REJECTED');
    expect(kit.mails.at(-1)).toMatchObject({ to: m.email, subject: '[글빛] 무통장 입금 충전 요청이 반려되었습니다' });
    expect(kit.mails.at(-1)?.text).toContain('입금이 확인되지 않습니다');
    expect((await a.post(`/api/credits/admin/manual-charges/${req.body.order.orderId}/approve`)).body.credited).toBe(false);
    expect((await m.client.get('/api/credits/wallet')).body.wallet.totalCredits).toBe(0);
  });
});

describe('VIP', () => {
  it('an admin grants and revokes VIP with a reason; the expiry job returns the grade to normal once', async () => {
    const a = await admin(kit.t);
    const m = await member(kit.t);
    const granted = await a.post('/api/credits/admin/vip', { email: m.email, action: 'grant', days: 3, reason: '이벤트 당첨' });
    expect(granted.body.grade).toBe('vip');
    const revoked = await a.post('/api/credits/admin/vip', { email: m.email, action: 'revoke', reason: '이벤트 종료' });
    expect(revoked.body).toEqual({ grade: 'normal', vipExpiresAt: null });
    const events = await kit.t.db.select().from(vipEvents).where(eq(vipEvents.userId, m.userId));
    expect(events.map((e) => [e.change, e.reason]).sort()).toEqual([['grant', '이벤트 당첨'], ['revoke', '이벤트 종료']]);

    await a.post('/api/credits/admin/vip', { email: m.email, action: 'grant', days: 1, reason: '체험' });
    const job = vipExpiryJob({ db: kit.t.db, logger: createLogger('silent') });
    await job.run(jobCtx(new Date()));
    expect(await gradeOf(m.userId)).toBe('vip');
    const later = new Date(Date.now() + 2 * 86_400_000);
    await Promise.all([job.run(jobCtx(later)), job.run(jobCtx(later))]);
    expect(await gradeOf(m.userId)).toBe('normal');
    const expiries = await kit.t.db.select().from(vipEvents).where(eq(vipEvents.userId, m.userId));
    expect(expiries.filter((e) => e.change === 'expire')).toHaveLength(1);
    expect((await kit.t.db.select().from(vipMemberships).where(eq(vipMemberships.userId, m.userId))).length).toBe(1);
  });
});

describe('virtual account sweep', () => {
  it('reminds a day before the due date once, and expires an unpaid account after it', async () => {
    const m = await member(kit.t);
    const paid = await payOrder(kit, m.client, 'pkg_starter', '가상계좌');
    await m.client.post('/api/credits/payments/confirm', paid);
    const [order] = await kit.t.db.select().from(creditOrders).where(eq(creditOrders.id, paid.orderId));
    const due = order?.vaDueDate as Date;
    const job = paymentSweepJob({ db: kit.t.db, env: kit.t.env, mailer: kit.t.deps.mailer, logger: createLogger('silent') });
    const before = kit.mails.length;
    await job.run(jobCtx(new Date(due.getTime() - 20 * 3_600_000)));
    await job.run(jobCtx(new Date(due.getTime() - 19 * 3_600_000)));
    expect(kit.mails.length - before).toBe(1);
    expect(kit.mails.at(-1)).toMatchObject({ to: m.email, subject: '[글빛] 가상계좌 입금 기한이 내일까지입니다' });
    await job.run(jobCtx(new Date(due.getTime() + 1000)));
    expect((await m.client.get('/api/credits/orders')).body.orders[0].status).toBe('EXPIRED');
  });
});

describe('GET /api/credits/ledger', () => {
  it('filters by kind and month, exports CSV with a BOM, and matches the wallet', async () => {
    const a = await admin(kit.t);
    const m = await member(kit.t);
    await m.client.post('/api/credits/payments/confirm', await payOrder(kit, m.client, 'pkg_basic'));
    await a.post('/api/credits/admin/adjustments', { email: m.email, credit: 'event', amount: 5, reason: '보상 지급' });
    const all = await m.client.get('/api/credits/ledger');
    expect(all.body.rows.map((r: { kind: string }) => r.kind).sort()).toEqual(['adjustment', 'bonus', 'purchase']);
    expect(all.body.wallet).toEqual({ paidCredits: 3000, eventCredits: 305, totalCredits: 3305 });
    expect((await m.client.get('/api/credits/ledger?kind=purchase')).body.rows).toHaveLength(1);
    expect((await m.client.get('/api/credits/ledger?month=2001-01')).body.rows).toHaveLength(0);
    const csv = await m.client.get('/api/credits/ledger.csv');
    expect(csv.res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await (await kit.t.app.request('/api/credits/ledger.csv', { headers: { cookie: [...m.client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(String(csv.body)).toContain('"관리자 조정"');
    expect(await ledgerMismatches(kit.t.db, [m.userId])).toEqual([]);
    expect((await a.get('/api/credits/admin/invariant')).body.mismatches).toBe(0);
    const rows = await kit.t.db.select().from(creditItems).where(eq(creditItems.userId, m.userId));
    expect(rows.find((r) => r.reason === 'admin_adjustment')?.note).toBe('보상 지급');
  });
});
