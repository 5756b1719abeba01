import { loadTossPayments, type TossPaymentsWidgets } from '@tosspayments/tosspayments-sdk';
import { useEffect, useRef, useState } from 'react';

export const PAYMENT_METHODS_ID = 'toss-payment-methods';
export const AGREEMENT_ID = 'toss-agreement';

/**
 * Loads Toss's widget SDK and draws the payment methods and the agreement once; later amounts only
 * update it. `ready` turns true when both are drawn, `error` when the script could not load.
 */
export function useTossWidgets(clientKey: string | null, customerKey: string | null, amount: number | null) {
  const widgetsRef = useRef<TossPaymentsWidgets | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!clientKey || !customerKey || amount === null || widgetsRef.current) return;
    let cancelled = false;
    void (async () => {
      try {
        const toss = await loadTossPayments(clientKey);
        const widgets = toss.widgets({ customerKey });
        widgetsRef.current = widgets;
        await widgets.setAmount({ currency: 'KRW', value: amount });
        await Promise.all([
          widgets.renderPaymentMethods({ selector: `#${PAYMENT_METHODS_ID}` }),
          widgets.renderAgreement({ selector: `#${AGREEMENT_ID}` }),
        ]);
        if (!cancelled) setReady(true);
      } catch (err) {
        if (!cancelled) setError(err instanceof Error ? err.message : String(err));
      }
    })();
    return () => {
      cancelled = true;
    };
    // The widget is drawn once; amount changes go through setAmount below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientKey, customerKey, amount === null]);

  useEffect(() => {
    if (ready && amount !== null) void widgetsRef.current?.setAmount({ currency: 'KRW', value: amount });
  }, [ready, amount]);

  return { widgets: widgetsRef, ready, error };
}
