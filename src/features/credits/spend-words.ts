import { withJosa } from '@contracts/korean';
import { formatCount } from '@/lib/format-count';

const won = formatCount;

// Korean words shown before an action spends credits.
export const spendWords = {
  priceFailedTitle: '요청 실패',
  priceFailed: '크레딧 가격을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  insufficientTitle: '크레딧이 부족합니다',
  insufficient: (counterName: string, action: string, cost: number, balance: number) =>
    `${withJosa(counterName, '이/가')} 없어 ${action}에 ${won(cost)} 크레딧이 필요하지만 보유 크레딧은 ${won(balance)}입니다.`,
  confirmTitle: '크레딧을 사용할까요?',
  confirmMessage: (counterName: string, action: string, cost: number, balance: number) =>
    `${withJosa(counterName, '을/를')} 모두 썼습니다. ${action}에 크레딧 ${won(cost)}개를 사용합니다. (보유 ${won(balance)} → ${won(balance - cost)})`,
  confirmButton: (cost: number) => `${won(cost)} 크레딧 사용`,
} as const;
