import { withJosa } from '@contracts/korean';

const n = (v: number) => v.toLocaleString('ko-KR');

// Korean messages of buying, charging, cancelling and VIP.
export const payMessages = {
  packageNotFound: '판매 중인 크레딧 상품이 아닙니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  amountMismatch: '결제 금액이 주문 금액과 다릅니다. 결제가 진행되지 않았습니다.',
  paymentKeyMismatch: '다른 결제로 이미 처리 중인 주문입니다.',
  paymentKeyInUse: '이미 다른 주문에 사용된 결제입니다. 결제를 다시 진행해 주세요.',
  tossUnavailable: '토스페이먼츠에서 결제 정보를 받지 못했습니다. 잠시 후 다시 시도합니다.',
  tossNotConfigured: '온라인 결제가 연결되어 있지 않습니다. 무통장 입금으로 충전해 주세요.',
  confirmPending: '결제 확인이 늦어지고 있습니다. 잠시 후 크레딧 내역에서 결과를 확인해 주세요. 같은 결제가 두 번 청구되지는 않습니다.',
  credited: (paid: number, bonus: number) => `결제가 완료되어 ${n(paid)} 크레딧${bonus > 0 ? `과 보너스 ${n(bonus)} 크레딧` : ''}이 충전되었습니다.`,
  alreadyCredited: '이미 충전이 완료된 주문입니다.',
  waitingForDeposit: '가상계좌가 발급되었습니다. 입금 기한까지 입금하시면 크레딧이 충전됩니다.',
  notCompleted: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
  invalidWebhook: '웹훅 형식이 올바르지 않습니다.',
  invalidSecret: '입금 알림의 검증 값이 일치하지 않습니다.',
  bankAccountMissing: '입금 계좌가 아직 설정되지 않았습니다. 관리자에게 문의해 주세요.',
  manualRequested: '입금 확인 요청이 접수되었습니다. 관리자가 입금을 확인하면 크레딧이 충전됩니다.',
  notPending: '대기 중인 충전 요청이 아닙니다.',
  notCancelable: '취소할 수 있는 결제가 아닙니다.',
  creditsSpent: '이 결제로 충전된 크레딧 중 이미 사용한 크레딧이 있어 취소할 수 없습니다.',
  cancelFailed: (reason: string) => `결제 취소에 실패했습니다: ${reason}`,
  adjustmentTooLarge: '차감할 크레딧이 잔액보다 많습니다.',
  userNotFound: '해당 이메일의 회원이 없습니다.',
  adminOnly: '관리자만 사용할 수 있습니다.',
  vipNeedsDays: 'VIP를 부여할 일수를 입력해 주세요.',
  vipNotActive: 'VIP 회원이 아닙니다.',
  mail: {
    approvedSubject: '[글빛] 무통장 입금 충전이 완료되었습니다',
    approved: (name: string, paid: number, bonus: number) =>
      `${name} 입금이 확인되어 ${n(paid)} 크레딧${bonus > 0 ? `과 보너스 ${n(bonus)} 크레딧` : ''}이 충전되었습니다.`,
    rejectedSubject: '[글빛] 무통장 입금 충전 요청이 반려되었습니다',
    rejected: (name: string, reason: string) => `${name} 충전 요청이 반려되었습니다. 사유: ${reason}`,
    reminderSubject: '[글빛] 가상계좌 입금 기한이 내일까지입니다',
    reminder: (name: string, bank: string, account: string, due: string, amount: number) =>
      `${name} 주문의 가상계좌 입금 기한이 ${due}까지입니다. ${bank} ${withJosa(account, '으로/로')} ${n(amount)}원을 입금해 주세요.`,
    footer: '크레딧 내역에서 자세한 내용을 확인할 수 있습니다.',
  },
} as const;

/** Bank names of Toss's two-digit bank codes that virtual accounts use (docs: 은행 코드). */
export const BANK_NAMES: Record<string, string> = {
  '03': 'IBK기업은행', '04': 'KB국민은행', '11': 'NH농협은행', '20': '우리은행', '23': 'SC제일은행', '27': '씨티은행',
  '31': 'iM뱅크', '32': '부산은행', '34': '광주은행', '35': '제주은행', '37': '전북은행', '39': '경남은행', '45': '새마을금고',
  '71': '우체국', '81': '하나은행', '88': '신한은행', '89': '케이뱅크', '90': '카카오뱅크', '92': '토스뱅크',
};
