import { useNavigate } from 'react-router-dom';
import { NameForm, PasswordForm } from '@/features/accounts/components/profile/profile-forms';
import { DataExportCard } from '@/features/data-export/components/data-export-card';
import { DeleteAccountSection, SubscriptionToggle } from '@/features/accounts/components/profile/profile-settings';
import { ProfileSummary } from '@/features/accounts/components/profile/profile-summary';
import { paths } from '@/config/paths';
import { LedgerView } from '@/features/credits/components/ledger-view';
import { useAuthStore } from '@/stores/auth-store';

export function ProfilePage() {
  const navigate = useNavigate();
  const grade = useAuthStore((s) => s.grade);
  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">내 정보</h1>
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
