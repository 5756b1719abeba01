import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';

/** The sidebar as a drawer on narrow screens. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white px-3 py-4 shadow-xl focus:outline-none lg:hidden">
          <DialogPrimitive.Title className="sr-only">메뉴</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">글빛의 주 메뉴</DialogPrimitive.Description>
          <div className="flex items-center justify-between px-3 pb-5">
            <Logo />
            <DialogPrimitive.Close aria-label="메뉴 닫기" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <SidebarNav onNavigate={() => onOpenChange(false)} idPrefix="drawer" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
