import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, useToastStore } from './toast-store';

/** The one toast area of the app (Radix Toast); reads the toast store. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
      label="알림"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          {...(t.duration !== undefined ? { duration: t.duration } : {})}
          data-variant={t.variant}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-9 shadow-lg',
            'data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] transition-opacity',
            t.variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid flex-1 gap-1">
            {t.title ? <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title> : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action ? (
            <ToastPrimitive.Action
              altText={t.action.altText ?? t.action.label}
              onClick={t.action.onClick}
              className={cn(
                'shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium',
                t.variant === 'destructive' ? 'border-white/40 hover:bg-white/10' : 'border-slate-300 hover:bg-slate-50',
              )}
            >
              {t.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close aria-label="알림 닫기" className="absolute top-3 right-3 rounded p-0.5 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label="알림 ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
