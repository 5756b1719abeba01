import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { manualChargeInput, OrderView } from '@contracts/credits';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useCheckout } from '../api/get-checkout';
import { useOrders } from '../api/get-orders';
import { usePackages } from '../api/get-packages';
import { creditsKeys } from '../api/credits-keys';
import { useRequestManualCharge } from '../api/request-manual-charge';
import { payWords } from '../messages';
import { NoPayWayCard } from './no-pay-way-card';
import { PackagePicker } from './package-picker';
import { Badge } from '@/components/ui/badge';

type Form = z.infer<typeof manualChargeInput>;

/**
 * Bank transfer: the service's account, the package and the depositor name; then the requests' states. With no
 * account to pay into, no form: the way to online payment when there is one, else a plain 'not possible yet'.
 */
export function ManualChargePanel({ purchaseHref }: { purchaseHref: string }) {
  const checkout = useCheckout();
  const packages = usePackages();
  const orders = useOrders();
  const client = useQueryClient();
  const form = useForm<Form>({ resolver: lazyResolver(() => import('@contracts/credits').then((m) => m.manualChargeInput)), defaultValues: { packageId: '', depositorName: '' } });
  const submit = useRequestManualCharge({
    onSuccess: (reply) => {
      toast({ title: payWords.manualSubmit, description: reply.message });
      form.reset({ packageId: form.getValues('packageId'), depositorName: '' });
      void client.invalidateQueries({ queryKey: creditsKeys.orders });
    },
    onError: (err) => form.setError('root', { message: err.message }),
  });
  if (checkout.isPending || packages.isPending) return <Loading />;
  if (checkout.error || packages.error) return <LoadError message={(checkout.error ?? packages.error)?.message ?? ''} />;
  const account = checkout.data.bankAccount;
  const list = packages.data.packages;
  const packageId = form.watch('packageId') || list[0]?.id || '';
  const requests = (orders.data?.orders ?? []).filter((o) => o.channel === 'manual');
  const online = Boolean(checkout.data.tossClientKey);
  const requestList = <RequestList requests={requests} />;

  if (!account) {
    return (
      <div className="space-y-5">
        <NoPayWayCard
          title={online ? payWords.manualOffTitle : payWords.noWayTitle}
          text={online ? payWords.manualOff : payWords.noWay}
          other={online ? { href: purchaseHref, label: payWords.goOnline } : undefined}
        />
        {requests.length > 0 ? requestList : null}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{payWords.manualTitle}</h2>
        </CardHeader>
        <CardBody className="space-y-4">
          <p className="text-sm text-slate-600">{payWords.manualSteps}</p>
          <div className="rounded-lg bg-slate-50 px-4 py-3">
            <p className="text-xs text-slate-500">{payWords.bankAccount}</p>
            <p className="text-lg font-semibold text-slate-900">{account}</p>
          </div>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              // The first package is shown chosen before any click; the form learns it here.
              if (!form.getValues('packageId') && packageId) form.setValue('packageId', packageId);
              return form.handleSubmit((values) => submit.mutate(values))(event);
            }}
            noValidate
          >
            <PackagePicker packages={list} value={packageId} onChange={(id) => form.setValue('packageId', id)} />
            <Field label={payWords.depositor} hint={payWords.depositorHint} error={form.formState.errors.depositorName?.message}>
              {(props) => <Input {...props} autoComplete="name" {...form.register('depositorName')} />}
            </Field>
            <FormError message={form.formState.errors.packageId?.message ?? form.formState.errors.root?.message} />
            <Button type="submit" disabled={submit.isPending}>
              {payWords.manualSubmit}
            </Button>
          </form>
        </CardBody>
      </Card>
      {requestList}
    </div>
  );
}

function RequestList({ requests }: { requests: readonly OrderView[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{payWords.myRequests}</h2>
      </CardHeader>
      <CardBody>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-500">{payWords.noRequests}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {requests.map((o) => (
              <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{o.orderName}</span> · {payWords.price(o.amount)} · {o.depositorName}
                  {o.decisionReason && o.status === 'REJECTED' ? <span className="block text-red-700">{payWords.rejectReason(o.decisionReason)}</span> : null}
                </span>
                <Badge className="font-medium">{payWords.status[o.status] ?? o.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
