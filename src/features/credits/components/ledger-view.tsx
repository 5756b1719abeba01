import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEDGER_KINDS, type LedgerKind } from '@contracts/credits-options';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { formatSeoul } from '@/lib/format-seoul';
import { ledgerCsvHref, useLedger } from '../api/get-ledger';
import { useOrders } from '../api/get-orders';
import { payWords } from '../messages';
import { VirtualAccountBox } from './virtual-account-box';
import { formatCount } from '@/lib/format-count';

const stamp = (iso: string) => formatSeoul(iso, { dateStyle: 'short', timeStyle: 'short' });
const n = formatCount;

/** Balances, virtual accounts waiting for deposit, and every ledger row with filters and CSV export. */
export function LedgerView({ purchaseHref }: { purchaseHref: string }) {
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [month, setMonth] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...(kind ? { kind } : {}), ...(month ? { month } : {}), page };
  const ledger = useLedger(query);
  const orders = useOrders();
  const waiting = (orders.data?.orders ?? []).filter((o) => o.status === 'WAITING_FOR_DEPOSIT');

  if (ledger.isPending) return <Loading />;
  if (ledger.error) return <LoadError message={ledger.error.message} />;
  const { wallet, rows, pageCount, vipExpiresAt } = ledger.data;
  return (
    <div className="space-y-5">
      <Card>
        <CardBody className="flex flex-wrap items-end justify-between gap-4">
          <dl className="grid grid-cols-3 gap-4 sm:gap-8">
            <div><dt className="text-xs text-slate-500">{payWords.paid}</dt><dd className="text-xl font-bold text-slate-900">{n(wallet.paidCredits)}</dd></div>
            <div><dt className="text-xs text-slate-500">{payWords.event}</dt><dd className="text-xl font-bold text-slate-900">{n(wallet.eventCredits)}</dd></div>
            <div><dt className="text-xs text-slate-500">{payWords.total}</dt><dd className="text-xl font-bold text-brand-700">{n(wallet.totalCredits)}</dd></div>
          </dl>
          <Link to={purchaseHref} className={buttonClass('primary', 'sm')}>{payWords.buyMore}</Link>
          {vipExpiresAt ? <p className="w-full text-sm text-amber-800">{payWords.vipUntil(stamp(vipExpiresAt))}</p> : null}
        </CardBody>
      </Card>
      {waiting.length > 0 ? (
        <section className="space-y-2">
          <h2 className="text-sm font-semibold text-slate-800">{payWords.waitingDeposits}</h2>
          {waiting.map((o) => <VirtualAccountBox key={o.orderId} order={o} />)}
        </section>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium text-slate-800">{payWords.kindLabel}</span>
          <select className="h-10 rounded-lg border border-slate-300 bg-white px-2" value={kind} onChange={(e) => { setKind(e.target.value as LedgerKind | ''); setPage(1); }}>
            <option value="">{payWords.allKinds}</option>
            {LEDGER_KINDS.map((k) => <option key={k} value={k}>{payWords.kinds[k]}</option>)}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium text-slate-800">{payWords.monthLabel}</span>
          <input type="month" className="h-10 rounded-lg border border-slate-300 bg-white px-2" value={month} onChange={(e) => { setMonth(e.target.value); setPage(1); }} />
        </label>
        <a href={ledgerCsvHref(query)} download className={buttonClass('secondary', 'md', 'ml-auto')}>{payWords.csv}</a>
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{payWords.ledgerTitle}</caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">{payWords.columns.date}</th>
              <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">{payWords.columns.kind}</th>
              <th scope="col" className="px-4 py-2 font-medium">{payWords.columns.detail}</th>
              <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">{payWords.columns.credit}</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">{payWords.columns.amount}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr><td colSpan={5} className="px-4 py-8 text-center text-slate-500">{payWords.emptyLedger}</td></tr>
            ) : rows.map((r) => (
              <tr key={r.id}>
                <td className="px-3 py-2 text-slate-600 sm:px-4 sm:whitespace-nowrap">{stamp(r.createdAt)}</td>
                <td className="hidden px-4 py-2 sm:table-cell">{payWords.kinds[r.kind]}</td>
                <td className="px-3 py-2 text-slate-800 sm:px-4">
                  {payWords.reasons[r.reason] ?? r.reason}
                  <span className="text-xs text-slate-500 sm:hidden"> · {payWords.creditKind[r.credit]}</span>
                  {r.note ? <span className="block text-xs text-slate-500">{r.note}</span> : null}
                  {!r.note && r.refId && (r.kind === 'spend' || r.kind === 'refund') ? <span className="block text-xs text-slate-500">{payWords.itemRef(r.refId)}</span> : null}
                </td>
                <td className="hidden px-4 py-2 sm:table-cell">{payWords.creditKind[r.credit]}</td>
                <td className={cn('px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-4', r.amount > 0 ? 'text-green-700' : 'text-red-700')}>{r.amount > 0 ? `+${n(r.amount)}` : n(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {pageCount > 1 ? (
        <div className="flex items-center justify-center gap-3 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{payWords.prev}</Button>
          <span>{payWords.pageOf(page, pageCount)}</span>
          <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>{payWords.next}</Button>
        </div>
      ) : null}
    </div>
  );
}
