import { Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Where a notice says a service is not connected: for an admin only, the way to the operator's checklist
 * (/admin/setup), which names the settings. Everyone else reads the plain Korean notice alone.
 */
export function AdminSetupLink({ className }: { className?: string }) {
  const isAdmin = useAuthStore((s) => s.isAuthenticated && s.isAdmin);
  if (!isAdmin) return null;
  return (
    <Link to={paths.adminSetup.href()} className={cn('inline-flex items-center gap-1 font-medium underline underline-offset-2', className)}>
      <Settings className="size-4" aria-hidden />
      운영 설정에서 연결하기 (관리자)
    </Link>
  );
}
