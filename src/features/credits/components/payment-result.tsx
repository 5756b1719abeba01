import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ConfirmReply } from '@contracts/credits';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Loading } from '@/components/ui/load-state';
import { ApiError, DEFAULT_API_ERROR_MESSAGE } from '@/lib/api-client';
import { useConfirmPayment, useReportPaymentFailure } from '../api/confirm-payment';
import { creditsKeys } from '../api/credits-keys';
import { payWords } from '../messages';
import { useWalletStore, walletStateOf } from '../wallet-store';
import { VirtualAccountBox } from './virtual-account-box';

type Outcome = { kind: 'pending' } | { kind: 'done'; reply: ConfirmReply } | { kind: 'failed'; message: string };

/**
 * The success or fail URL's page. Success: confirms once (a reload confirms again and is told it is
 * already credited) and puts the new balance in the header. Fail: says why in Korean; paying again
 * opens a new order.
 */
export function PaymentResult({
  params,
  ledgerHref,
  retryHref,
  onPurchased,
}: {
  params: URLSearchParams;
  ledgerHref: string;
  retryHref: string;
  onPurchased?: () => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const queryClient = useQueryClient();
  const started = useRef(false);
  const { mutateAsync: confirmPayment } = useConfirmPayment();
  const { mutateAsync: reportPaymentFailure } = useReportPaymentFailure();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = params.get('orderId') ?? '';
    if (params.get('result') === 'fail') {
      const code = params.get('code') ?? undefined;
      reportPaymentFailure({ orderId, ...(code ? { code } : {}) })
        .then((r) => setOutcome({ kind: 'failed', message: r.message }))
        .catch(() => setOutcome({ kind: 'failed', message: DEFAULT_API_ERROR_MESSAGE }));
      return;
    }
    confirmPayment({ orderId, paymentKey: params.get('paymentKey') ?? '', amount: Number(params.get('amount')) })
      .then((reply) => {
        useWalletStore.setState(walletStateOf(reply.wallet));
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
        onPurchased?.();
        setOutcome({ kind: 'done', reply });
      })
      .catch((err: unknown) => setOutcome({ kind: 'failed', message: err instanceof ApiError ? err.message : DEFAULT_API_ERROR_MESSAGE }));
  }, [params, onPurchased, queryClient, confirmPayment, reportPaymentFailure]);

  if (outcome.kind === 'pending') return <Loading label={payWords.confirming} />;
  if (outcome.kind === 'failed') {
    return (
      <Card>
        <CardBody className="space-y-3" role="alert">
          <h2 className="text-lg font-semibold text-red-700">{payWords.failedTitle}</h2>
          <p className="text-slate-700">{outcome.message}</p>
          <Link to={retryHref} className={buttonClass('primary')}>
            {payWords.retry}
          </Link>
        </CardBody>
      </Card>
    );
  }
  const { order, wallet, message } = outcome.reply;
  return (
    <Card>
      <CardBody className="space-y-3" role="status">
        <h2 className="text-lg font-semibold text-slate-900">{order.status === 'WAITING_FOR_DEPOSIT' ? payWords.waitingTitle : payWords.doneTitle}</h2>
        <p className="text-slate-700">{message}</p>
        {order.virtualAccount && !order.credited ? <VirtualAccountBox order={order} /> : null}
        <p className="text-sm text-slate-600">
          {payWords.balanceTitle}: <strong className="text-slate-900">{payWords.credits(wallet.totalCredits)}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={ledgerHref} className={buttonClass('primary')}>
            {payWords.viewLedger}
          </Link>
          {order.receiptUrl ? (
            <a href={order.receiptUrl} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
              {payWords.receipt}
            </a>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
