import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a page or panel shows while its data loads. */
export function Loading({ label = '불러오는 중…', className }: { label?: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 py-10 text-sm text-slate-500', className)}>
      <span aria-hidden className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}
    </p>
  );
}

/** What a page or panel shows when its data could not be loaded: the server's Korean message. */
export function LoadError({ message, className, children }: { message: string; className?: string; children?: ReactNode }) {
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700', className)}>
      {message}
      {children}
    </p>
  );
}
