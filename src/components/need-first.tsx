import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** A '먼저 … 해 주세요' message with the link to the page that does it, so the message is never a dead end. */
export function NeedFirst({ message, to, action, className }: { message: string; to: string; action: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {message}{' '}
      <Link to={to} className="inline-flex items-center gap-0.5 font-medium whitespace-nowrap text-brand-700 underline underline-offset-2">
        {action}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </p>
  );
}
