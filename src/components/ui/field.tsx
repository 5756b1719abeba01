import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A labelled form control with its hint or error below, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  hintTone = 'muted',
  children,
  className,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  hintTone?: 'muted' | 'success' | 'danger';
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, ...(message ? { 'aria-describedby': messageId } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {message ? (
        <p
          id={messageId}
          role={error ? 'alert' : undefined}
          className={cn(
            'text-xs',
            error || hintTone === 'danger' ? 'text-red-600' : hintTone === 'success' ? 'text-green-700' : 'text-slate-500',
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own error (not one field's), e.g. what the server answered; nothing when there is none. */
export function FormError({ message, className }: { message?: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700', className)}>
      {message}
    </p>
  );
}
