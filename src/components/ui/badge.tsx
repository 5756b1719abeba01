import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-green-50 text-green-700',
  danger: 'bg-red-50 text-red-700',
} as const;

/** A small rounded label beside a name: a status, a kind, "기본". */
export function Badge({ tone = 'neutral', className, children }: { tone?: keyof typeof TONES; className?: string; children: ReactNode }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs', TONES[tone], className)}>{children}</span>;
}
