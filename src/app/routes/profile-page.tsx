import { useNavigate } from 'react-router-dom';
import { DeleteAccountSection, NameForm, PasswordForm, ProfileSummary, SubscriptionToggle } from '@/features/accounts';
import { DataExportCard } from '@/features/data-export';
import { paths } from '@/config/paths';
import { LedgerView } from '@/features/credits';
import { useAuthStore } from '@/stores/auth-store';
import { PageHeading } from '@/components/page-heading';

export function ProfilePage() {
  const navigate = useNavigate();
  const grade = useAuthStore((s) => s.grade);
  return (
    <section className="space-y-5">
      <PageHeading title="내 정보" summary="이름과 비밀번호, 리포트 구독, 크레딧 내역, 데이터 내보내기와 탈퇴를 한곳에서 관리합니다." />
      <ProfileSummary />
      <NameForm />
      <PasswordForm />
      <SubscriptionToggle />
      {/* VIP members read their ledger on /vipCreditHistory; the others here. */}
      {grade !== 'vip' ? (
        <section className="space-y-3" aria-labelledby="profile-ledger">
          <h2 id="profile-ledger" className="text-lg font-semibold text-slate-900">크레딧 내역</h2>
          <LedgerView purchaseHref={paths.creditsPurchase.href()} />
        </section>
      ) : null}
      <DataExportCard />
      <DeleteAccountSection onDeleted={() => navigate(paths.home.href(), { replace: true })} />
    </section>
  );
}
