import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

/** The success URL's confirm: the server checks the order, confirms with Toss and credits once. */
export const confirmPayment = (input: { paymentKey: string; orderId: string; amount: number }) => call(api.credits.payments.confirm.$post({ json: input }));

/** The fail URL's report: the server records it and answers the Korean message for Toss's code. */
export const reportPaymentFailure = (input: { orderId: string; code?: string; message?: string }) =>
  call(api.credits.payments.fail.$post({ json: input }), { silent: true });

export const useConfirmPayment = mutationHook(confirmPayment);

export const useReportPaymentFailure = mutationHook(reportPaymentFailure);
