import { useNavigate } from 'react-router-dom';
import { NameForm, PasswordForm } from '@/features/accounts/components/profile/profile-forms';
import { DeleteAccountSection, SubscriptionToggle } from '@/features/accounts/components/profile/profile-settings';
import { ProfileSummary } from '@/features/accounts/components/profile/profile-summary';
import { paths } from '@/config/paths';

export function ProfilePage() {
  const navigate = useNavigate();
  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">내 정보</h1>
      <ProfileSummary />
      <NameForm />
      <PasswordForm />
      <SubscriptionToggle />
      <DeleteAccountSection onDeleted={() => navigate(paths.home.href(), { replace: true })} />
    </section>
  );
}
