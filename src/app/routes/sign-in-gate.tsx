import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { useAuthStore } from '@/stores/auth-store';
import { useModalStore } from '@/stores/modal-store';

/**
 * For pages the spec leaves unguarded but whose content is a member's (or an admin's): in place of the content
 * (no form that would only fail), says why and offers login, after which the visitor stays on this page.
 */
export function SignInGate({ children, reason, admin = false }: { children: ReactNode; reason: string; admin?: boolean }) {
  const { isAuthenticated, isAdmin, status } = useAuthStore();
  const openModal = useModalStore((s) => s.open);
  const { pathname, search } = useLocation();
  if (status === 'loading') return null;
  if (isAuthenticated && (!admin || isAdmin)) return children;
  return (
    <Card className="max-w-xl">
      <CardBody className="space-y-3">
        <p className="text-slate-700">{isAuthenticated ? '관리자만 이용할 수 있습니다.' : reason}</p>
        {isAuthenticated ? null : (
          <Button onClick={() => openModal('login', { reason, returnTo: `${pathname}${search}` })}>
            <LogIn className="size-4" aria-hidden />
            로그인
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
