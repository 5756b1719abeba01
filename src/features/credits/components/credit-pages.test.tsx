import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const row = (over: Record<string, unknown>) => ({ id: String(Math.random()), createdAt: '2026-11-20T03:00:00.000Z', credit: 'paid', refId: null, note: null, ...over });

describe('/vipCreditHistory', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'normal' }));

  it('shows the balances, a waiting virtual account and every row in Korean', async () => {
    server.use(
      http.get('*/api/credits/ledger', () =>
        HttpResponse.json({
          rows: [row({ kind: 'purchase', reason: 'purchase', amount: 3000, note: '베이직 3,000 크레딧' }), row({ kind: 'spend', reason: 'generation', amount: -10 })],
          page: 1,
          pageCount: 1,
          wallet: { paidCredits: 2990, eventCredits: 300, totalCredits: 3290 },
          vipExpiresAt: null,
        }),
      ),
      http.get('*/api/credits/orders', () =>
        HttpResponse.json({
          orders: [{ orderId: 'o1', channel: 'toss', orderName: '스타터', amount: 9900, status: 'WAITING_FOR_DEPOSIT', virtualAccount: { bank: '신한은행', accountNumber: 'X123', dueDate: '2026-11-30T00:00:00.000Z' } }],
        }),
      ),
    );
    renderRoute('/vipCreditHistory');
    const table = await screen.findByRole('table', { name: '크레딧 내역' });
    expect(within(table).getByText('카드·간편결제 충전')).toBeInTheDocument();
    expect(within(table).getByText('+3,000')).toBeInTheDocument();
    expect(within(table).getByText('-10')).toBeInTheDocument();
    expect(screen.getByText('3,290')).toBeInTheDocument();
    expect(await screen.findByText('신한은행 X123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV 내려받기' })).toHaveAttribute('href', '/api/credits/ledger.csv');
  });
});

describe('/credits/purchase', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'normal' }));

  it('says online payment is not connected without Toss keys and offers the manual charge', async () => {
    server.use(
      http.get('*/api/credits/checkout', () => HttpResponse.json({ tossClientKey: null, customerKey: 'ck_x', bankAccount: '국민은행 123456-78-901234 (주)글빛' })),
      http.get('*/api/credits/packages', () => HttpResponse.json({ packages: [] })),
    );
    renderRoute('/credits/purchase');
    expect(await screen.findByRole('heading', { name: '온라인 결제가 연결되어 있지 않습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '무통장 입금으로 충전하기' })).toHaveAttribute('href', '/credits/manual-charge');
  });

  it('with neither Toss nor a bank account, says charging is not possible yet and shows no form or way that fails', async () => {
    server.use(
      http.get('*/api/credits/checkout', () => HttpResponse.json({ tossClientKey: null, customerKey: 'ck_x', bankAccount: null })),
      http.get('*/api/credits/packages', () => HttpResponse.json({ packages: [{ id: 'pkg_basic', name: '베이직', paidCredits: 3000, bonusCredits: 0, priceKrw: 27000, vipDays: 0 }] })),
    );
    renderRoute('/credits/purchase');
    expect(await screen.findByRole('heading', { name: '지금은 크레딧을 충전할 수 없습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '무통장 입금으로 충전하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /결제하기/ })).toBeNull();
    expect(screen.queryByText('27,000원')).toBeNull();
  });

  it('shows the Korean reason on the fail URL page and offers to pay again', async () => {
    server.use(http.post('*/api/credits/payments/fail', () => HttpResponse.json({ message: '결제를 취소하셨습니다. 다시 결제할 수 있습니다.' })));
    renderRoute('/credits/purchase?result=fail&code=PAY_PROCESS_CANCELED&orderId=gb_1');
    expect(await screen.findByText('결제를 취소하셨습니다. 다시 결제할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute('href', '/credits/purchase');
  });

  it('confirms the payment on the success URL once and shows the new balance', async () => {
    const sent: unknown[] = [];
    const order = {
      orderId: 'gb_2', channel: 'toss', orderName: '크레딧 1,000', amount: 10000, paidCredits: 1000, bonusCredits: 0, vipDays: 0, status: 'DONE',
      method: '카드', receiptUrl: null, virtualAccount: null, depositorName: null, failMessage: null, decisionReason: null, createdAt: '2026-11-20T03:00:00.000Z', credited: true,
    };
    server.use(
      http.post('*/api/credits/payments/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ order, wallet: { paidCredits: 1000, eventCredits: 0, totalCredits: 1000 }, message: '1,000 크레딧을 충전했습니다.' });
      }),
    );
    renderRoute('/credits/purchase?result=success&orderId=gb_2&paymentKey=pk_1&amount=10000');
    expect(await screen.findByRole('heading', { name: '충전 완료' })).toBeInTheDocument();
    expect(screen.getByText('1,000 크레딧을 충전했습니다.')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: 'gb_2', paymentKey: 'pk_1', amount: 10000 }]);
  });
});

describe('/credits/manual-charge', () => {
  beforeEach(() => resetStores({ isAuthenticated: true, grade: 'normal' }));
  const packages = { packages: [{ id: 'pkg_basic', name: '베이직', paidCredits: 3000, bonusCredits: 0, priceKrw: 27000, vipDays: 0 }] };

  it('with neither way to pay, says charging is not possible yet and shows no form', async () => {
    server.use(
      http.get('*/api/credits/checkout', () => HttpResponse.json({ tossClientKey: null, customerKey: 'ck_x', bankAccount: null })),
      http.get('*/api/credits/packages', () => HttpResponse.json(packages)),
      http.get('*/api/credits/orders', () => HttpResponse.json({ orders: [] })),
    );
    renderRoute('/credits/manual-charge');
    expect(await screen.findByRole('heading', { name: '지금은 크레딧을 충전할 수 없습니다' })).toBeInTheDocument();
    expect(screen.queryByLabelText('입금자명')).toBeNull();
    expect(screen.queryByRole('button', { name: '입금 확인 요청' })).toBeNull();
    expect(screen.queryByText('27,000원')).toBeNull();
  });

  it('with only online payment, says bank transfers are not taken and leads to the online payment', async () => {
    server.use(
      http.get('*/api/credits/checkout', () => HttpResponse.json({ tossClientKey: 'test_ck', customerKey: 'ck_x', bankAccount: null })),
      http.get('*/api/credits/packages', () => HttpResponse.json(packages)),
      http.get('*/api/credits/orders', () => HttpResponse.json({ orders: [] })),
    );
    renderRoute('/credits/manual-charge');
    expect(await screen.findByRole('heading', { name: '무통장 입금은 받지 않습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '온라인 결제로 충전하기' })).toHaveAttribute('href', '/credits/purchase');
    expect(screen.queryByLabelText('입금자명')).toBeNull();
  });

  it('with a bank account, shows it and the request form', async () => {
    server.use(
      http.get('*/api/credits/checkout', () => HttpResponse.json({ tossClientKey: null, customerKey: 'ck_x', bankAccount: '국민은행 123456-78-901234 (주)글빛' })),
      http.get('*/api/credits/packages', () => HttpResponse.json(packages)),
      http.get('*/api/credits/orders', () => HttpResponse.json({ orders: [] })),
    );
    renderRoute('/credits/manual-charge');
    expect(await screen.findByText('국민은행 123456-78-901234 (주)글빛')).toBeInTheDocument();
    expect(screen.getByLabelText(/입금자명/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입금 확인 요청' })).toBeEnabled();
  });
});
