import type { LedgerKind } from '@contracts/credits';

const REASONS: Record<string, string> = {
  purchase: '카드·간편결제 충전',
  manual_charge: '무통장 입금 충전',
  purchase_bonus: '충전 보너스',
  welcome_bonus: '가입 축하 보너스',
  generation: '글 생성',
  keyword_lookup: '키워드 조회',
  refund: '사용 취소 환급',
  cancel: '결제 취소',
  admin_adjustment: '관리자 조정',
};

// Korean names of the ledger's kinds and reasons, for the CSV (the SPA has its own copy in its messages).
export const ledgerWords = {
  kinds: { purchase: '충전', bonus: '보너스', spend: '사용', refund: '환급', cancel: '취소', adjustment: '조정' } satisfies Record<LedgerKind, string>,
  credit: { paid: '유료', event: '이벤트' },
  reason: (reason: string) => REASONS[reason] ?? reason,
};
