// The browser script the fake serves in place of https://js.tosspayments.com/v2/standard: the same
// global (`TossPayments(clientKey).widgets({ customerKey })`) with setAmount, renderPaymentMethods,
// renderAgreement and requestPayment, drawn as plain radio buttons. requestPayment goes to the fake's
// payment window, which authorizes and redirects to the success URL as Toss's does.
export const fakeWidgetScript = (origin: string) => `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const METHODS = ['카드', '계좌이체', '가상계좌', '간편결제'];
  window.TossPayments = function (clientKey) {
    return {
      widgets: function (opts) {
        let amount = null;
        let root = null;
        const selected = () => (root && root.querySelector('input[name=fake-toss-method]:checked') || {}).value || '카드';
        return {
          setAmount: async function (a) { amount = a; },
          renderPaymentMethods: async function (p) {
            root = document.querySelector(p.selector);
            root.innerHTML = '<fieldset style="border:1px solid #cbd5e1;border-radius:8px;padding:12px"><legend>결제 수단 (테스트 위젯)</legend>' +
              METHODS.map((m, i) => '<label style="margin-right:12px"><input type="radio" name="fake-toss-method" value="' + m + '"' + (i === 0 ? ' checked' : '') + '> ' + m + '</label>').join('') +
              '</fieldset>';
            return { on: function () {}, getSelectedPaymentMethod: async function () { return { code: selected() }; }, destroy: async function () {} };
          },
          renderAgreement: async function (p) {
            const el = document.querySelector(p.selector);
            el.innerHTML = '<p style="font-size:12px;color:#64748b">[필수] 결제 서비스 이용 약관 동의 (테스트)</p>';
            return { on: function () {}, destroy: async function () {} };
          },
          requestPayment: async function (req) {
            if (!amount) throw new Error('NotSetupAmountError');
            const q = new URLSearchParams({ clientKey: clientKey, customerKey: opts.customerKey, orderId: req.orderId, orderName: req.orderName,
              amount: String(amount.value), method: selected(), successUrl: req.successUrl, failUrl: req.failUrl });
            window.location.href = ORIGIN + '/_fake/pay?' + q.toString();
          },
        };
      },
    };
  };
})();
`;
