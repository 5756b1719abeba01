import { Trash2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { confirm } from './confirm-store';

type Ask = {
  /** The dialog's title and message; its red confirm button repeats the button's own label unless `confirmText` says otherwise. */
  confirmTitle: string;
  confirmMessage: string;
  confirmText?: string;
  /** Runs only when the member confirms. */
  onConfirmed(): void;
};

export type ConfirmDeleteButtonProps = Omit<ButtonProps, 'onClick'> & Ask;

const ask = async ({ confirmTitle, confirmMessage, confirmText, onConfirmed }: Ask) => {
  if (await confirm({ title: confirmTitle, message: confirmMessage, confirmText, confirmColor: 'red' })) onConfirmed();
};

/** A button that asks first (the app's one confirm dialog, red) and then deletes or disconnects. */
export function ConfirmDeleteButton({ confirmTitle, confirmMessage, confirmText, onConfirmed, children, size = 'sm', variant = 'ghost', ...props }: ConfirmDeleteButtonProps) {
  const label = confirmText ?? (typeof children === 'string' ? children : undefined);
  return (
    <Button size={size} variant={variant} {...props} onClick={() => void ask({ confirmTitle, confirmMessage, confirmText: label, onConfirmed })}>
      {children}
    </Button>
  );
}

/** The same as a small trash icon in a list row; `label` names what it deletes for screen readers. */
export function ConfirmDeleteIconButton({ label, ...rest }: Ask & { label: string }) {
  return (
    <button type="button" aria-label={label} className="rounded p-1 text-slate-500 hover:bg-slate-100" onClick={() => void ask(rest)}>
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
