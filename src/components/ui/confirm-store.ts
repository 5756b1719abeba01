import { create } from 'zustand';

export type ConfirmColor = 'red' | 'green' | 'blue' | 'orange' | 'gray';
export const DEFAULT_CONFIRM_TEXT = '확인';
export const DEFAULT_CANCEL_TEXT = '취소';
export const CONFIRM_FAILED_MESSAGE = '처리하지 못했습니다. 잠시 후 다시 시도해주세요.';

export type ConfirmOptions = {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  confirmColor?: ConfirmColor;
  showWarningIcon?: boolean;
  warningMessage?: string;
  /** Runs while the dialog shows "processing"; the dialog closes when it settles. */
  onConfirm?: () => Promise<void> | void;
};

type ConfirmState = Required<Omit<ConfirmOptions, 'onConfirm' | 'warningMessage'>> & {
  warningMessage?: string;
  show: boolean;
  isProcessing: boolean;
  onConfirm?: () => Promise<void> | void;
  resolve?: (ok: boolean) => void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  accept(): Promise<void>;
  cancel(): void;
};

const closed = {
  title: '',
  message: '',
  confirmText: DEFAULT_CONFIRM_TEXT,
  cancelText: DEFAULT_CANCEL_TEXT,
  confirmColor: 'blue' as ConfirmColor,
  showWarningIcon: false,
  warningMessage: undefined,
  show: false,
  isProcessing: false,
  onConfirm: undefined,
  resolve: undefined,
};

/** The one confirm dialog of the app. `confirm()` resolves true on confirm and false on cancel. */
export const useConfirmStore = create<ConfirmState>((set, get) => ({
  ...closed,
  confirm(options) {
    get().resolve?.(false);
    return new Promise<boolean>((resolve) => {
      set({ ...closed, ...options, show: true, resolve });
    });
  },
  async accept() {
    const { onConfirm, resolve, isProcessing } = get();
    if (isProcessing) return;
    if (onConfirm) {
      set({ isProcessing: true });
      try {
        await onConfirm();
      } catch (err) {
        // Stay open and say what went wrong, so the user can try again or cancel (which settles the promise).
        const message = err instanceof Error && err.message ? err.message : CONFIRM_FAILED_MESSAGE;
        set({ isProcessing: false, showWarningIcon: true, warningMessage: message });
        return;
      }
      set({ isProcessing: false });
    }
    resolve?.(true);
    set({ show: false, resolve: undefined });
  },
  cancel() {
    if (get().isProcessing) return;
    get().resolve?.(false);
    set({ show: false, resolve: undefined });
  },
}));

export const confirm = (options: ConfirmOptions) => useConfirmStore.getState().confirm(options);
