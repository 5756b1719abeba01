import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { useAdminOrders, useApproveManualCharge, useCancelOrder, useRejectManualCharge } from '../api/admin-credits';
import { creditsKeys } from '../api/credits-keys';
import { adminWords, payWords } from '../messages';

const onError = (err: Error) => toast({ title: payWords.failedTitle, description: err.message, variant: 'destructive' });

/** Pending bank transfers (approve, or reject with a reason) and recent payments (cancel with a reason). */
export function AdminOrders() {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const pending = useAdminOrders({ channel: 'manual', status: 'PENDING' });
  const paid = useAdminOrders({ status: 'DONE' });
  const refresh = () => void client.invalidateQueries({ queryKey: creditsKeys.admin.all });
  const approve = useApproveManualCharge({ onSuccess: () => (toast({ title: adminWords.approved }), refresh()), onError });
  const reject = useRejectManualCharge({ onSuccess: () => (toast({ title: adminWords.rejected }), refresh()), onError });
  const cancel = useCancelOrder({ onSuccess: () => (toast({ title: adminWords.canceled }), refresh()), onError });
  const hasReason = reason.trim().length >= 2;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{adminWords.manualCharges}</h2>
      </CardHeader>
      <CardBody className="space-y-4">
        <label className="grid gap-1 text-sm">
          <span className="font-medium text-slate-800">{adminWords.reasonPrompt}</span>
          <Input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="반려·취소 때 회원에게 보이는 사유" />
        </label>
        {pending.isPending ? <Loading /> : pending.error ? <LoadError message={pending.error.message} /> : pending.data.orders.length === 0 ? (
          <p className="text-sm text-slate-500">{adminWords.noPending}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {pending.data.orders.map((o) => (
              <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>{o.email} · {o.orderName} · {payWords.price(o.amount)} · {payWords.depositor} {o.depositorName}</span>
                <span className="flex gap-1">
                  <Button size="sm" variant="success" disabled={approve.isPending} onClick={() => approve.mutate(o.orderId)}>{adminWords.approve}</Button>
                  <Button size="sm" variant="secondary" disabled={!hasReason || reject.isPending} onClick={() => reject.mutate({ id: o.orderId, reason })}>{adminWords.reject}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="pt-2 text-sm font-semibold text-slate-800">{adminWords.payments}</h3>
        {paid.isPending ? <Loading /> : paid.error ? <LoadError message={paid.error.message} /> : (
          <ul className="divide-y divide-slate-100">
            {paid.data.orders.slice(0, 30).map((o) => (
              <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>{o.email} · {o.orderName} · {payWords.price(o.amount)} · {o.channel === 'manual' ? adminWords.bankTransfer : (o.method ?? '')}</span>
                <span className="flex gap-1">
                  {o.receiptUrl ? <a className="px-2 text-brand-700 underline" href={o.receiptUrl} target="_blank" rel="noreferrer">{payWords.receipt}</a> : null}
                  <Button size="sm" variant="destructive" disabled={!hasReason || cancel.isPending} onClick={() => cancel.mutate({ id: o.orderId, reason })}>{adminWords.cancel}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
