import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useCreateOrder } from '../api/create-order';
import { useCheckout } from '../api/get-checkout';
import { usePackages } from '../api/get-packages';
import { payWords } from '../messages';
import { NoPayWayCard } from './no-pay-way-card';
import { PackagePicker } from './package-picker';
import { AGREEMENT_ID, PAYMENT_METHODS_ID, useTossWidgets } from './use-toss-widgets';

/** Where Toss sends the buyer back; the page tells success from failure by the query it adds. */
const returnUrl = (result: 'success' | 'fail') => `${window.location.origin}/credits/purchase?result=${result}`;

/**
 * Package choice and Toss's payment widget. Without Toss, the way to the bank transfer when there is an account
 * to pay into; with neither, says plainly that charging is not possible yet and shows no form.
 */
export function PurchasePanel({ manualHref }: { manualHref: string }) {
  const checkout = useCheckout();
  const packages = usePackages();
  const [selected, setSelected] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const createOrder = useCreateOrder();
  const list = packages.data?.packages ?? [];
  const chosen = list.find((p) => p.id === selected) ?? list[0] ?? null;
  const clientKey = checkout.data?.tossClientKey ?? null;
  const { widgets, ready, error } = useTossWidgets(clientKey, checkout.data?.customerKey ?? null, chosen?.priceKrw ?? null);

  if (checkout.isPending || packages.isPending) return <Loading />;
  if (checkout.error || packages.error) return <LoadError message={(checkout.error ?? packages.error)?.message ?? ''} />;
  const bankTransfer = Boolean(checkout.data.bankAccount);
  if (!clientKey) {
    return (
      <NoPayWayCard
        title={bankTransfer ? payWords.notConnectedTitle : payWords.noWayTitle}
        text={bankTransfer ? payWords.notConnected : payWords.noWay}
        other={bankTransfer ? { href: manualHref, label: payWords.goManual } : undefined}
      />
    );
  }

  async function pay() {
    if (!chosen || !widgets.current) return;
    setPaying(true);
    try {
      const order = await createOrder.mutateAsync(chosen.id);
      // The server's amount is the one charged; the widget shows the same.
      await widgets.current.setAmount({ currency: 'KRW', value: order.amount });
      await widgets.current.requestPayment({ orderId: order.orderId, orderName: order.orderName, successUrl: returnUrl('success'), failUrl: returnUrl('fail') });
    } catch (err) {
      if (err instanceof ApiError) toast({ title: payWords.failedTitle, description: err.message, variant: 'destructive' });
      setPaying(false);
    }
  }

  return (
    <div className="space-y-5">
      <PackagePicker packages={list} value={chosen?.id ?? null} onChange={setSelected} />
      <Card>
        <CardBody className="space-y-3">
          <h2 className="text-sm font-medium text-slate-800">{payWords.widgetTitle}</h2>
          {error ? <LoadError message={payWords.widgetFailed} /> : null}
          <div id={PAYMENT_METHODS_ID} />
          <div id={AGREEMENT_ID} />
          {!ready && !error ? <Loading /> : null}
        </CardBody>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => void pay()} disabled={!ready || !chosen || paying}>
          {chosen ? payWords.payButton(chosen.priceKrw) : payWords.noPackages}
        </Button>
        {bankTransfer ? (
          <Link to={manualHref} className="text-sm text-slate-600 underline underline-offset-2">
            {payWords.goManual}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
