import { Lock, ShieldCheck } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';
import { firstUnmet, guardMessages } from '../guards';
import { adminMenu, moreMenu } from './nav-menus';
import { type MenuItem, SUBSCRIPTION_REQUIRED_MESSAGE, sidebarMenu } from './sidebar-menu';

/** A list of menu items; a visitor who picks a sign-in item gets the login modal instead of a redirect. */
function MenuList({ items, onNavigate, labelledBy }: { items: readonly MenuItem[]; onNavigate?: () => void; labelledBy?: string }) {
  const auth = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const navigate = useNavigate();
  return (
    <ul className="flex flex-col gap-1" aria-labelledby={labelledBy}>
      {items.map((item) => {
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
  );
}

/** The sidebar: the spec's menu, the other tools, and for an admin the consoles. */
export function SidebarNav({ onNavigate, idPrefix = 'nav' }: { onNavigate?: () => void; idPrefix?: string }) {
  const isAdmin = useAuthStore((s) => s.isAuthenticated && s.isAdmin);
  return (
    <nav aria-label="주 메뉴" className="-mx-1 flex h-full flex-col overflow-y-auto px-1">
      <MenuList items={sidebarMenu} onNavigate={onNavigate} />
      <p id={`${idPrefix}-more`} className="mt-4 px-3 pb-1 text-xs font-semibold text-slate-500">
        더 보기
      </p>
      <MenuList items={moreMenu} onNavigate={onNavigate} labelledBy={`${idPrefix}-more`} />
      {isAdmin ? (
        <>
          <p id={`${idPrefix}-admin`} className="mt-4 flex items-center gap-1 px-3 pb-1 text-xs font-semibold text-slate-500">
            <ShieldCheck className="size-3.5" aria-hidden />
            관리자 메뉴
          </p>
          <ul className="flex flex-col gap-0.5" aria-labelledby={`${idPrefix}-admin`}>
            {adminMenu.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end
                  onClick={() => onNavigate?.()}
                  className={({ isActive }) =>
                    cn('block rounded-lg px-3 py-2 text-sm', isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
