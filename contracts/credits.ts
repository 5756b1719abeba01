import { z } from 'zod';

import { LEDGER_KINDS, type LedgerKind } from './credits-options';

export * from './credits-options';

/** What one spend took: a unit of the counter, or credits (event first) when the counter was 0. */
export type SpendCharge = { kind: 'counter' } | { kind: 'credits'; event: number; paid: number };

/** The feature a spend paid for; with the item's id it is the ledger row's reference. */
export type SpendFeature = 'generation' | 'keyword_lookup' | 'image';

/**
 * What is left after a spend, in every reply that reports it. A visitor has only genCount: its other
 * counters and credits are 0, as the client already shows them.
 */
export type Remaining = { genCount: number; imgCount: number; advCount: number; paidCredits: number; eventCredits: number };

export type WalletView = { paidCredits: number; eventCredits: number; totalCredits: number };

/**
 * GET /api/pricing: what an action costs in credits once its free counter is at 0 (scope: "prices in
 * server config, shown on the page before the user confirms").
 */
export type Pricing = {
  /** Credits one blog post takes when genCount is 0. */
  generation: number;
  /** Credits one keyword lookup takes when advCount is 0. */
  keywordLookup: number;
  /** Credits one AI image takes when imgCount is 0. */
  image: number;
};

export const walletInitializeInput = /* @__PURE__ */ z.object({ userId: z.string().min(1).optional() });
export const welcomeBonusInput = /* @__PURE__ */ z.object({ userId: z.string().min(1).optional(), email: z.string().optional() });

export type WelcomeBonusReply = {
  success: boolean;
  credited: boolean;
  message: string;
  wallet: { paidCredits: number; eventCredits: number };
};

/* ---------------------------------------------------------------- packages, orders, ledger */

const won = z.number({ error: '숫자를 입력해 주세요.' }).int('정수로 입력해 주세요.');

/** A credit package as an admin edits it (paid credits, bonus event credits, price in KRW, VIP days). */
export const packageInput = z.object({
  name: z.string().trim().min(1, '상품 이름을 입력해 주세요.').max(50, '상품 이름은 50자 이하로 입력해 주세요.'),
  paidCredits: won.min(1, '크레딧은 1 이상이어야 합니다.').max(10_000_000),
  bonusCredits: won.min(0, '보너스는 0 이상이어야 합니다.').max(10_000_000),
  priceKrw: won.min(100, '가격은 100원 이상이어야 합니다.').max(10_000_000, '가격은 1,000만 원 이하로 입력해 주세요.'),
  vipDays: won.min(0, 'VIP 일수는 0 이상이어야 합니다.').max(3650),
  active: z.boolean(),
  sortOrder: won.min(0).max(10_000),
});
export type PackageInput = z.infer<typeof packageInput>;
export type CreditPackage = PackageInput & { id: string };

export const orderInput = z.object({ packageId: z.string().min(1, '상품을 골라 주세요.') });
export type OrderReply = { orderId: string; amount: number; orderName: string; customerKey: string };

/** Toss's limits (docs.tosspayments.com/reference): a paymentKey is at most 200 characters. */
export const TOSS_PAYMENT_KEY_MAX = 200;
/** Toss's orderId: 6–64 characters of letters, digits, '-' and '_'. */
export const TOSS_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export const tossPaymentKey = z.string().min(1, '결제 키가 없습니다.').max(TOSS_PAYMENT_KEY_MAX, '결제 키가 올바르지 않습니다.');
export const tossOrderId = z.string().regex(TOSS_ORDER_ID_PATTERN, '주문 번호가 올바르지 않습니다.');

export const confirmInput = z.object({
  paymentKey: tossPaymentKey,
  orderId: tossOrderId,
  amount: z.coerce.number().int().positive(),
});

export const failInput = z.object({ orderId: tossOrderId, code: z.string().max(100).optional(), message: z.string().max(500).optional() });

export const manualChargeInput = z.object({
  packageId: z.string().min(1, '상품을 골라 주세요.'),
  depositorName: z.string().trim().min(1, '입금자명을 입력해 주세요.').max(30, '입금자명은 30자 이하로 입력해 주세요.'),
});

export const reasonInput = z.object({ reason: z.string().trim().min(2, '사유를 2자 이상 입력해 주세요.').max(300) });
export const vipChangeInput = z.object({
  email: z.email('이메일 형식이 올바르지 않습니다.'),
  action: z.enum(['grant', 'revoke']),
  days: z.coerce.number().int().min(1).max(3650).optional(),
  reason: reasonInput.shape.reason,
});

/** Order states: Toss's payment statuses, plus our own for orders before Toss and for bank transfers. */
export type OrderStatus =
  | 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED' | 'FAILED'
  | 'PENDING' | 'REJECTED';

export type OrderView = {
  orderId: string;
  channel: 'toss' | 'manual';
  orderName: string;
  amount: number;
  paidCredits: number;
  bonusCredits: number;
  vipDays: number;
  status: OrderStatus;
  method: string | null;
  receiptUrl: string | null;
  virtualAccount: { bank: string; accountNumber: string; dueDate: string } | null;
  depositorName: string | null;
  failMessage: string | null;
  decisionReason: string | null;
  createdAt: string;
  credited: boolean;
};

export type ConfirmReply = { order: OrderView; wallet: WalletView; message: string };

/** The ledger's filter kinds; each groups the reasons a credit_items row can carry. */

export const ledgerQuery = z.object({
  kind: z.enum(LEDGER_KINDS).optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식입니다.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LedgerQuery = z.input<typeof ledgerQuery>;

export type LedgerRow = { id: string; createdAt: string; kind: LedgerKind; reason: string; credit: 'paid' | 'event'; amount: number; refId: string | null; note: string | null };
export type LedgerReply = { rows: LedgerRow[]; page: number; pageCount: number; wallet: WalletView; vipExpiresAt: string | null };

export const adjustmentInput = z.object({
  email: z.email('이메일 형식이 올바르지 않습니다.'),
  credit: z.enum(['paid', 'event']),
  amount: z.coerce.number().int().refine((n) => n !== 0, '0이 아닌 값을 입력해 주세요.'),
  reason: reasonInput.shape.reason,
});
