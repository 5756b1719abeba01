import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { shownName } from '@contracts/shown-name';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/accounts';
import { HeaderCredits } from '@/features/credits';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { routeTable } from '../route-table';
import { ProfileMenu } from './profile-menu';

const needsSignIn = (pathname: string) =>
  routeTable.some((r) => r.requires.length > 0 && matchPath({ path: r.path, end: true }, pathname));

/** The header's account corner: login for a visitor; profile and logout for a member. */
export function AccountButton() {
  const { isAuthenticated, displayName, photoURL, status } = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Spec §4: logout returns to / when the current page needs sign-in.
  const logout = useLogout(() => {
    if (needsSignIn(pathname)) navigate(paths.home.href(), { replace: true });
  });
  if (status === 'loading') return <span className="h-8 w-20 animate-pulse rounded-lg bg-slate-100" aria-hidden />;
  if (!isAuthenticated) {
    return (
      <Button size="sm" onClick={() => openModal('login')}>
        <LogIn className="size-4" aria-hidden />
        로그인
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1">
      {/* The member's credits in every header, linking to the ledger. */}
      <HeaderCredits href={paths.vipCreditHistory.href()} />
      <Link to={paths.profile.href()} className={buttonClass('ghost', 'sm', 'max-w-[6.5rem] sm:max-w-[10rem]')} aria-label="내 정보">
        {photoURL ? <img src={photoURL} alt="" className="size-6 rounded-full" /> : <UserRound className="size-4" aria-hidden />}
        <span className="truncate">{displayName ? shownName(displayName) : '내 정보'}</span>
      </Link>
      <ProfileMenu />
      <Button size="sm" variant="ghost" onClick={() => logout.mutate()} disabled={logout.isPending} aria-label="로그아웃">
        <LogOut className="size-4" aria-hidden />
        <span className="hidden sm:inline">로그아웃</span>
      </Button>
    </div>
  );
}
