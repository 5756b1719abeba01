import { lazy, Suspense, useEffect, useState } from 'react';
import { useConfirmStore } from '@/components/ui/confirm-store';
import { useToastStore } from '@/components/ui/toast-store';
import { useModalStore } from '@/stores/modal-store';

// The dialogs and toasts are not needed to paint the first page: their code loads the first time
// one opens, and is prefetched at the visitor's first touch, click or key press (that comes before
// the click that could open one), so a page load that nobody touches fetches none of it.
const loadConfirm = () => import('@/components/ui/confirm-dialog');
const loadToaster = () => import('@/components/ui/toaster');
const loadModals = () => import('@/features/accounts/lazy/auth-modal-container');
const loadQuery = () => import('@/lib/query-provider');

const ConfirmDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const AuthModalContainer = lazy(() => loadModals().then((m) => ({ default: m.AuthModalContainer })));
const WithQueryClient = lazy(() => loadQuery().then((m) => ({ default: m.WithQueryClient })));

/** True from the first time `flag` is true. */
function useOnce(flag: boolean) {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}

export function DeferredShell() {
  const confirmShown = useOnce(useConfirmStore((s) => s.show));
  const toastShown = useOnce(useToastStore((s) => s.toasts.length > 0));
  const modalShown = useOnce(useModalStore((s) => s.modal !== null));
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const prefetch = () => {
      for (const e of events) window.removeEventListener(e, prefetch, true);
      void Promise.all([loadConfirm(), loadToaster(), loadModals(), loadQuery()]).catch(() => undefined);
    };
    for (const e of events) window.addEventListener(e, prefetch, { capture: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, prefetch, true);
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {modalShown ? (
        <WithQueryClient>
          <AuthModalContainer />
        </WithQueryClient>
      ) : null}
      {confirmShown ? <ConfirmDialog /> : null}
      {toastShown ? <Toaster /> : null}
    </Suspense>
  );
}
