import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/auth-store';
import { useModalStore } from '@/features/auth/modal-store';

/** The header's account corner: a login button for a visitor, a link to the profile for a member. */
export function AccountButton() {
  const { isAuthenticated, displayName } = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  if (!isAuthenticated) {
    return (
      <Button size="sm" onClick={() => openModal('login')}>
        <LogIn className="size-4" aria-hidden />
        로그인
      </Button>
    );
  }
  return (
    <Link to={paths.profile.href()} className={buttonClass('ghost', 'sm')}>
      <UserRound className="size-4" aria-hidden />
      {displayName || '내 정보'}
    </Link>
  );
}
