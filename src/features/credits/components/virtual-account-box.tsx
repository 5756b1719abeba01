import type { OrderView } from '@contracts/credits';
import { formatSeoul } from '@/lib/format-seoul';
import { payWords } from '../messages';

const kst = (iso: string) => formatSeoul(iso, { dateStyle: 'long', timeStyle: 'short' });

/** The virtual account to pay into: bank, number, amount and due date. */
export function VirtualAccountBox({ order }: { order: OrderView }) {
  if (!order.virtualAccount) return null;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{payWords.virtualAccount(order.virtualAccount.bank, order.virtualAccount.accountNumber)}</p>
      <p>
        {order.orderName} · {payWords.price(order.amount)}
      </p>
      <p>{payWords.dueDate(kst(order.virtualAccount.dueDate))}</p>
    </div>
  );
}
