import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TossPayment } from '../../integrations/toss/toss-client';
import { fakeWidgetScript } from './toss-widget-script';

// A local stand-in for Toss Payments' core API and its payment window, speaking the protocol the app
// relies on: Basic auth with the secret key, confirm / get by key / get by order / cancel, an
// Idempotency-Key whose replay answers the first answer, Toss's error shape, virtual accounts with a
// deposit secret, and webhooks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK) sent to the app.

type Answer = { status: number; body: unknown };
type Stored = TossPayment & { authorizedAmount: number; failWith?: { status: number; code: string } };
export type FakeMethod = '카드' | '가상계좌' | '계좌이체' | '간편결제';

export type FakeToss = Awaited<ReturnType<typeof startFakeToss>>;

const error = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeToss(options: { secretKey: string; clientKey?: string; webhookUrl?: string; port?: number }) {
  const payments = new Map<string, Stored>();
  const idempotent = new Map<string, Promise<Answer>>();
  /** Requests that reached the core handlers (an idempotent replay is not counted). */
  const processed = { confirm: 0, cancel: 0 };
  // lookupFailures: the next payment lookups (GET) answer these errors instead, one each;
  // dropLookups: the next lookups get no answer at all (the connection is cut).
  const behaviour = { dropConfirmAnswers: 0, webhookUrl: options.webhookUrl, lookupFailures: [] as { status: number; code: string }[], dropLookups: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const byOrder = (orderId: string) => [...payments.values()].find((p) => p.orderId === orderId);
  const view = ({ authorizedAmount: _a, failWith: _f, ...payment }: Stored): TossPayment => payment;

  /** What the payment window does when a buyer authenticates: a payment waits for the merchant's confirm. */
  function authorize(input: { orderId: string; amount: number; orderName?: string; method?: FakeMethod; failWith?: { status: number; code: string } }) {
    const paymentKey = `tgen_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    payments.set(paymentKey, {
      paymentKey,
      orderId: input.orderId,
      orderName: input.orderName ?? '',
      status: 'IN_PROGRESS',
      method: input.method ?? '카드',
      totalAmount: input.amount,
      balanceAmount: input.amount,
      authorizedAmount: input.amount,
      receipt: { url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${paymentKey}` },
      cancels: null,
      ...(input.failWith ? { failWith: input.failWith } : {}),
    });
    return paymentKey;
  }

  function confirm(body: { paymentKey?: string; orderId?: string; amount?: number }): Answer {
    processed.confirm += 1;
    const payment = body.paymentKey ? payments.get(body.paymentKey) : undefined;
    if (!payment || payment.orderId !== body.orderId) return error(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    if (payment.authorizedAmount !== body.amount) return error(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
    if (payment.failWith) return error(payment.failWith.status, payment.failWith.code, `fake failure ${payment.failWith.code}`);
    if (payment.status !== 'IN_PROGRESS') return error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    if (payment.method === '가상계좌') {
      payment.status = 'WAITING_FOR_DEPOSIT';
      payment.secret = `ps_${randomUUID().replace(/-/g, '')}`;
      const due = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
      payment.virtualAccount = { accountNumber: `X${String(Date.now()).slice(-11)}`, bankCode: '88', customerName: '글빛', dueDate: due };
    } else {
      payment.status = 'DONE';
    }
    return { status: 200, body: view(payment) };
  }

  function cancel(paymentKey: string, body: { cancelReason?: string; cancelAmount?: number }): Answer {
    processed.cancel += 1;
    const payment = payments.get(paymentKey);
    if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (!body.cancelReason) return error(400, 'INVALID_REQUEST', '취소 사유를 입력해 주세요.');
    if (payment.status === 'CANCELED') return error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return error(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const amount = body.cancelAmount ?? payment.balanceAmount;
    if (amount > payment.balanceAmount) return error(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    payment.balanceAmount -= amount;
    payment.cancels = [...(payment.cancels ?? []), { cancelAmount: amount }];
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    return { status: 200, body: view(payment) };
  }

  async function sendWebhook(body: unknown) {
    if (!behaviour.webhookUrl) throw new Error('fake Toss: no webhookUrl');
    const res = await fetch(behaviour.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return res.status;
  }

  /** PAYMENT_STATUS_CHANGED for a payment, `times` times (Toss retries; duplicates happen). */
  async function sendStatusWebhook(paymentKey: string, times = 1) {
    const payment = payments.get(paymentKey);
    if (!payment) throw new Error(`fake Toss: unknown payment ${paymentKey}`);
    const body = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: view(payment) };
    return Promise.all(Array.from({ length: times }, () => sendWebhook(body)));
  }

  /** The buyer pays into the virtual account: Toss sends both events. */
  async function deposit(orderId: string, times = 1) {
    const payment = byOrder(orderId);
    if (!payment || payment.status !== 'WAITING_FOR_DEPOSIT') throw new Error(`fake Toss: no waiting virtual account for ${orderId}`);
    payment.status = 'DONE';
    const callback = { createdAt: new Date().toISOString(), secret: payment.secret, status: 'DONE', transactionKey: randomUUID(), orderId };
    const statuses = await Promise.all(Array.from({ length: times }, () => sendWebhook(callback)));
    return [...statuses, ...(await sendStatusWebhook(payment.paymentKey, times))];
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<Answer | 'handled'> {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/v2/standard') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(fakeWidgetScript(`http://${req.headers.host}`));
      return 'handled';
    }
    // The payment window: authorizes and sends the buyer to the success URL, or to the fail URL on 취소.
    if (req.method === 'GET' && url.pathname === '/_fake/pay') {
      const q = url.searchParams;
      const target = new URL(q.get('cancel') ? (q.get('failUrl') ?? '/') : (q.get('successUrl') ?? '/'));
      if (q.get('cancel')) {
        target.searchParams.set('code', 'PAY_PROCESS_CANCELED');
        target.searchParams.set('message', '사용자에 의해 결제가 취소되었습니다.');
        target.searchParams.set('orderId', q.get('orderId') ?? '');
      } else {
        const amount = Number(q.get('amount'));
        const paymentKey = authorize({ orderId: q.get('orderId') ?? '', amount, orderName: q.get('orderName') ?? '', method: (q.get('method') as FakeMethod) ?? '카드' });
        for (const [k, v] of Object.entries({ paymentType: 'NORMAL', orderId: q.get('orderId') ?? '', paymentKey, amount: String(amount) })) target.searchParams.set(k, v);
      }
      res.writeHead(302, { location: target.toString() });
      res.end();
      return 'handled';
    }
    if (url.pathname === '/_fake/deposit' && req.method === 'POST') {
      const { orderId } = JSON.parse(await readBody(req)) as { orderId: string };
      return { status: 200, body: { statuses: await deposit(orderId) } };
    }
    if (req.headers.authorization !== expectedAuth) return error(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    if (req.method === 'GET' && url.pathname.startsWith('/v1/payments/')) {
      if (behaviour.dropLookups > 0) {
        behaviour.dropLookups -= 1;
        req.socket.destroy();
        return 'handled';
      }
      const failure = behaviour.lookupFailures.shift();
      if (failure) return error(failure.status, failure.code, `fake failure ${failure.code}`);
    }
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
    const text = req.method === 'POST' ? await readBody(req) : '';
    const handle = async (): Promise<Answer> => {
      const body = text ? (JSON.parse(text) as Record<string, never>) : {};
      if (req.method === 'POST' && url.pathname === '/v1/payments/confirm') return confirm(body);
      const cancelMatch = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancelMatch) return cancel(decodeURIComponent(cancelMatch[1] ?? ''), body);
      const orderMatch = /^\/v1\/payments\/orders\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && orderMatch) {
        const payment = byOrder(decodeURIComponent(orderMatch[1] ?? ''));
        return payment ? { status: 200, body: view(payment) } : error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      }
      const keyMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && keyMatch) {
        const payment = payments.get(decodeURIComponent(keyMatch[1] ?? ''));
        return payment ? { status: 200, body: view(payment) } : error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      }
      return error(404, 'NOT_FOUND', 'Not Found');
    };
    if (!idemKey) return handle();
    // A replay of the key answers what the first request was answered, even while that one is running.
    let pending = idempotent.get(idemKey);
    if (!pending) {
      pending = handle();
      idempotent.set(idemKey, pending);
    }
    return pending;
  }

  const server: Server = createServer((req, res) => {
    route(req, res)
      .then((answer) => {
        if (answer === 'handled') return;
        if (req.url === '/v1/payments/confirm' && behaviour.dropConfirmAnswers > 0) {
          behaviour.dropConfirmAnswers -= 1;
          req.socket.destroy();
          return;
        }
        const payload = JSON.stringify(answer.body);
        res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload) });
        res.end(payload);
      })
      .catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: String(err) }));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    payments,
    processed,
    behaviour,
    authorize,
    deposit,
    sendStatusWebhook,
    sendWebhook,
    /** Toss-side state changes the app must learn of by webhook or by asking. */
    setStatus(paymentKey: string, status: TossPayment['status']) {
      const payment = payments.get(paymentKey);
      if (payment) payment.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
