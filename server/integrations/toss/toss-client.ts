/** The part of Toss's Payment object this app reads (docs.tosspayments.com/reference#payment-객체). */
export type TossPayment = {
  paymentKey: string;
  orderId: string;
  orderName?: string;
  status: 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';
  method?: string | null;
  totalAmount: number;
  balanceAmount: number;
  secret?: string | null;
  virtualAccount?: { accountNumber: string; bankCode: string; customerName?: string; dueDate: string } | null;
  receipt?: { url: string } | null;
  cancels?: { cancelAmount: number }[] | null;
};

/** An answer from Toss with an error body: `code` is Toss's, kept to pick a Korean message. */
export class TossApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TossApiError';
  }
}

/** No answer came back (timeout, connection lost): the request may or may not have been processed. */
export class TossUnreachableError extends Error {
  constructor(cause: unknown) {
    super('Toss Payments did not answer', { cause });
    this.name = 'TossUnreachableError';
  }
}

export type TossClientConfig = { secretKey: string; baseUrl: string; timeoutMs?: number };

export type TossClient = ReturnType<typeof createTossClient>;

/**
 * The Toss Payments core API: Basic auth with the secret key, JSON in and out, and an Idempotency-Key on
 * every call that changes money, so a retry of the same key is the same request to Toss.
 */
export function createTossClient({ secretKey, baseUrl, timeoutMs = 10_000 }: TossClientConfig) {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new TossUnreachableError(err);
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!res.ok) {
      const { code, message } = (parsed ?? {}) as { code?: string; message?: string };
      throw new TossApiError(res.status, code ?? 'UNKNOWN_PAYMENT_ERROR', message ?? `HTTP ${res.status}`);
    }
    return parsed as T;
  }

  return {
    confirm: (input: { paymentKey: string; orderId: string; amount: number }, idempotencyKey: string) =>
      request<TossPayment>('POST', '/v1/payments/confirm', input, idempotencyKey),
    getPayment: (paymentKey: string) => request<TossPayment>('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
    getPaymentByOrderId: (orderId: string) => request<TossPayment>('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`),
    cancel: (paymentKey: string, input: { cancelReason: string; cancelAmount?: number }, idempotencyKey: string) =>
      request<TossPayment>('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, input, idempotencyKey),
  };
}
