import { withJosa } from '@contracts/korean';
import type { Pricing } from '@contracts/credits';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';
import { pricingQuery } from '@/lib/pricing';
import { queryClient } from '@/lib/query-provider';

/**
 * Asks a member whose free counter is at 0 before an action spends credits (scope: the price is shown
 * before the user confirms). Resolves false — after saying why — when the price cannot be read or the
 * balance cannot cover it.
 */
export async function confirmCreditSpend({
  action,
  counterName,
  price,
  balance,
  note = '',
  freeIfCached = false,
}: {
  action: string;
  counterName: string;
  /** Which of the server's credit prices this action pays. */
  price: keyof Pricing;
  balance: number;
  /** Appended to the question, e.g. when a repeat costs nothing. */
  note?: string;
  /** The server may answer from a cache for free: let a short balance through and let it decide. */
  freeIfCached?: boolean;
}) {
  let cost: number;
  try {
    cost = (await queryClient.fetchQuery(pricingQuery))[price];
  } catch {
    toast({ variant: 'destructive', title: '요청 실패', description: '크레딧 가격을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.' });
    return false;
  }
  if (balance < cost) {
    if (freeIfCached) return true;
    toast({
      variant: 'destructive',
      title: '크레딧이 부족합니다',
      description: `${withJosa(counterName, '이/가')} 없어 ${action}에 ${cost.toLocaleString('ko-KR')} 크레딧이 필요하지만 보유 크레딧은 ${balance.toLocaleString('ko-KR')}입니다.`,
    });
    return false;
  }
  return confirm({
    title: '크레딧을 사용할까요?',
    message: `${withJosa(counterName, '을/를')} 모두 썼습니다. ${action}에 크레딧 ${cost.toLocaleString('ko-KR')}개를 사용합니다. (보유 ${balance.toLocaleString('ko-KR')} → ${(balance - cost).toLocaleString('ko-KR')}) ${note}`.trim(),
    confirmText: `${cost.toLocaleString('ko-KR')} 크레딧 사용`,
    confirmColor: 'blue',
  });
}
