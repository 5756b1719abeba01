import * as DialogPrimitive from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { Button, type ButtonVariant } from './button';
import { type ConfirmColor, useConfirmStore } from './confirm-store';
import { Spinner } from './spinner';

const colorVariant: Record<ConfirmColor, ButtonVariant> = {
  red: 'destructive',
  green: 'success',
  blue: 'primary',
  orange: 'warning',
  gray: 'neutral',
};

/** Renders the confirm store; mounted once in the app shell. */
export function ConfirmDialog() {
  const s = useConfirmStore();
  return (
    <DialogPrimitive.Root open={s.show} onOpenChange={(open) => (open ? undefined : s.cancel())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start gap-3">
            {s.showWarningIcon ? (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                <TriangleAlert className="size-5" aria-hidden />
              </span>
            ) : null}
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-bold text-slate-900">{s.title}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-2 text-sm whitespace-pre-line text-slate-600">
                {s.message}
              </DialogPrimitive.Description>
              {s.warningMessage ? (
                <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{s.warningMessage}</p>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={s.cancel} disabled={s.isProcessing}>
              {s.cancelText}
            </Button>
            <Button variant={colorVariant[s.confirmColor]} onClick={() => void s.accept()} disabled={s.isProcessing}>
              {s.isProcessing ? <Spinner className="size-4" label="처리 중" /> : null}
              {s.confirmText}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
