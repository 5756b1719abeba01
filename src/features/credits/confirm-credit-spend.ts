import type { Pricing } from '@contracts/credits';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';

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
  units = 1,
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
  /** How many of the priced action one request takes (e.g. 3 images): the cost shown is the total. */
  units?: number;
}) {
  let cost: number;
  // Loaded on the first spend, not with the first screen: the query library and the particle library (in the spend's
  // words) stay out of the pages' first load.
  const { spendWords: messages } = await import('./spend-words');
  try {
    const [{ queryClient }, { pricingQuery }] = await Promise.all([import('@/lib/query-provider'), import('./api/get-pricing')]);
    cost = (await queryClient.fetchQuery(pricingQuery))[price] * units;
  } catch {
    toast({ variant: 'destructive', title: messages.priceFailedTitle, description: messages.priceFailed });
    return false;
  }
  if (balance < cost) {
    if (freeIfCached) return true;
    toast({ variant: 'destructive', title: messages.insufficientTitle, description: messages.insufficient(counterName, action, cost, balance) });
    return false;
  }
  return confirm({
    title: messages.confirmTitle,
    message: `${messages.confirmMessage(counterName, action, cost, balance)} ${note}`.trim(),
    confirmText: messages.confirmButton(cost),
    confirmColor: 'blue',
  });
}
