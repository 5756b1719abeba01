import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useAdjustCredits, useChangeVip, useInvariant } from '../api/admin-credits';
import { creditsKeys } from '../api/credits-keys';
import { adminWords, payWords } from '../messages';

const onError = (err: Error) => toast({ title: payWords.failedTitle, description: err.message, variant: 'destructive' });

function Labeled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-slate-800">{label}</span>
      {children}
    </label>
  );
}

/** VIP grant/revoke and credit adjustments for one member, each with a reason; the ledger check. */
export function AdminMembers() {
  const client = useQueryClient();
  const invariant = useInvariant();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(30);
  const [amount, setAmount] = useState(0);
  const [credit, setCredit] = useState<'paid' | 'event'>('event');
  const vip = useChangeVip({ onSuccess: (r) => toast({ title: adminWords.vipDone(r.grade) }), onError });
  const adjust = useAdjustCredits({
    onSuccess: () => (toast({ title: adminWords.adjusted }), void client.invalidateQueries({ queryKey: creditsKeys.admin.all })),
    onError,
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{adminWords.vip} · {adminWords.adjust}</h2>
      </CardHeader>
      <CardBody className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Labeled label={adminWords.email}><Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></Labeled>
          <Labeled label={adminWords.reasonPrompt}><Input value={reason} onChange={(e) => setReason(e.target.value)} /></Labeled>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Labeled label={adminWords.days}><Input type="number" className="w-24" value={days} onChange={(e) => setDays(Number(e.target.value))} /></Labeled>
          <Button variant="warning" onClick={() => vip.mutate({ email, action: 'grant', days, reason })}>{adminWords.grant}</Button>
          <Button variant="secondary" onClick={() => vip.mutate({ email, action: 'revoke', reason })}>{adminWords.revoke}</Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Labeled label={adminWords.creditKind}>
            <select className="h-10 rounded-lg border border-slate-300 bg-white px-2" value={credit} onChange={(e) => setCredit(e.target.value as 'paid' | 'event')}>
              <option value="event">{payWords.event}</option>
              <option value="paid">{payWords.paid}</option>
            </select>
          </Labeled>
          <Labeled label={adminWords.amount}><Input type="number" className="w-32" value={amount} onChange={(e) => setAmount(Number(e.target.value))} /></Labeled>
          <Button onClick={() => adjust.mutate({ email, credit, amount, reason })}>{adminWords.adjust}</Button>
        </div>
        {invariant.data ? <p className="text-sm text-slate-600" role="status">{adminWords.invariant(invariant.data.mismatches)}</p> : null}
      </CardBody>
    </Card>
  );
}
