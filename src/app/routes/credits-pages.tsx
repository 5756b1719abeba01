import { lazy, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { refreshSession } from '@/features/accounts';
import { LedgerView, PaymentResult, PurchasePanel } from '@/features/credits';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { PageHeading } from '@/components/page-heading';

// The forms (with their schemas) load with the page that shows them, not with the purchase page.
const ManualChargePanel = lazy(() => import('@/features/credits/lazy/manual-charge-panel').then((m) => ({ default: m.ManualChargePanel })));
const AdminOrders = lazy(() => import('@/features/credits/lazy/admin-orders').then((m) => ({ default: m.AdminOrders })));
const AdminPackages = lazy(() => import('@/features/credits/lazy/admin-packages').then((m) => ({ default: m.AdminPackages })));
const AdminMembers = lazy(() => import('@/features/credits/lazy/admin-members').then((m) => ({ default: m.AdminMembers })));

/** The credit pages are open to all (spec); a visitor is asked to log in in place of the content. */
function MembersOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, status } = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  if (status === 'loading') return null;
  if (isAuthenticated) return children;
  return (
    <Card>
      <CardBody className="space-y-3">
        <p className="text-slate-700">크레딧 충전과 내역은 로그인한 회원만 이용할 수 있습니다.</p>
        <Button onClick={() => openModal('login')}>로그인</Button>
      </CardBody>
    </Card>
  );
}

export function PurchasePage() {
  const [params] = useSearchParams();
  const result = params.get('result');
  const stable = useMemo(() => new URLSearchParams(params), [params]);
  // A VIP package changes the grade: the session is read again so the VIP pages open.
  const onPurchased = useCallback(() => void refreshSession(), []);
  return (
    <section className="space-y-5">
      <PageHeading title="크레딧 충전" summary="상품을 고르고 카드, 계좌이체, 가상계좌, 간편결제로 결제합니다." />
      <MembersOnly>
        {result ? (
          <PaymentResult params={stable} ledgerHref={paths.vipCreditHistory.href()} retryHref={paths.creditsPurchase.href()} onPurchased={onPurchased} />
        ) : (
          <PurchasePanel manualHref={paths.creditsManualCharge.href()} />
        )}
      </MembersOnly>
    </section>
  );
}

export function ManualChargePage() {
  return (
    <section className="space-y-5">
      <PageHeading title="무통장 입금 충전" summary="계좌로 입금한 뒤 요청하면 관리자가 확인하고 크레딧을 충전합니다." />
      <MembersOnly>
        <Suspense fallback={null}>
          <ManualChargePanel purchaseHref={paths.creditsPurchase.href()} />
        </Suspense>
      </MembersOnly>
    </section>
  );
}

export function CreditHistoryPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="크레딧 내역" summary="충전, 보너스, 사용, 환급, 취소까지 모든 크레딧 변동입니다." />
      <MembersOnly>
        <LedgerView purchaseHref={paths.creditsPurchase.href()} />
      </MembersOnly>
    </section>
  );
}

export function AdminCreditsPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="크레딧 관리" summary="상품, 무통장 입금 승인, 결제 취소, VIP와 크레딧 조정을 관리합니다." />
      {/* No boundary of their own: until their code is here the page waits as a whole (its frame on arrival, the page
          before it on a move), instead of drawing its link and then moving it down as each console appears. */}
      <AdminOrders />
      <AdminPackages />
      <AdminMembers />
      <p className="text-sm text-slate-500">
        <Link className="underline" to={paths.creditsPurchase.href()}>크레딧 충전 화면 보기</Link>
      </p>
    </section>
  );
}
