import { Lock } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { firstUnmet, guardMessages } from '../guards';
import { SUBSCRIPTION_REQUIRED_MESSAGE, sidebarMenu } from './sidebar-menu';

/** The sidebar menu; a visitor who picks a sign-in item gets the login modal instead of a redirect. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const navigate = useNavigate();
  return (
    <nav aria-label="주 메뉴" className="flex h-full flex-col">
      <ul className="flex flex-col gap-1">
        {sidebarMenu.map((item) => {
          const needsSignIn = item.requires.includes('signIn');
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end
                onClick={(e) => {
                  const unmet = firstUnmet(auth, item.requires);
                  if (unmet) {
                    e.preventDefault();
                    if (!auth.isAuthenticated) openModal('login', { reason: guardMessages.signIn(item.label), returnTo: item.href });
                    else if (unmet === 'subscription')
                      toast({ title: '구독이 필요합니다', description: SUBSCRIPTION_REQUIRED_MESSAGE, action: { label: '내 정보', onClick: () => navigate(paths.profile.href()) } });
                  }
                  onNavigate?.();
                }}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                <span className="flex-1">{item.label}</span>
                {needsSignIn && !auth.isAuthenticated ? (
                  <Tooltip content="로그인 후 이용할 수 있습니다">
                    <span className="text-slate-400" aria-label="로그인 필요">
                      <Lock className="size-3.5" aria-hidden />
                    </span>
                  </Tooltip>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-3">
        <NavLink
          to={paths.privacy.href()}
          onClick={() => onNavigate?.()}
          className="block rounded-lg px-3 py-2 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          개인정보처리방침
        </NavLink>
      </div>
    </nav>
  );
}
