import { create } from 'zustand';

// Spec §9: at most one toast, removed 2 s after it is dismissed, shown 5 s by default.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';
export type ToastAction = { label: string; altText?: string; onClick: () => void };

export type ToastItem = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  action?: ToastAction;
  duration?: number;
};

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type ToastState = {
  toasts: ToastItem[];
  add(input: ToastInput): string;
  dismiss(id?: string): void;
  remove(id: string): void;
};

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  add(input) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const item: ToastItem = { variant: 'default', ...input, id, open: true };
    set((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    const targets = get().toasts.filter((t) => id === undefined || t.id === id);
    for (const t of targets) {
      if (removalTimers.has(t.id)) continue;
      removalTimers.set(
        t.id,
        setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY_MS),
      );
    }
    set((s) => ({ toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove(id) {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast from anywhere (components, stores, API error handlers). */
export function toast(input: ToastInput) {
  const id = useToastStore.getState().add(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
