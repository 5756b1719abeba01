import { Button, type ButtonProps } from './button';
import { confirm } from './confirm-store';

export type ConfirmDeleteButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The dialog's title and message; its red confirm button repeats the button's own label unless `confirmText` says otherwise. */
  confirmTitle: string;
  confirmMessage: string;
  confirmText?: string;
  /** Runs only when the member confirms. */
  onConfirmed(): void;
};

/** A button that asks first (the app's one confirm dialog, red) and then deletes or disconnects. */
export function ConfirmDeleteButton({ confirmTitle, confirmMessage, confirmText, onConfirmed, children, size = 'sm', variant = 'ghost', ...props }: ConfirmDeleteButtonProps) {
  const ask = async () => {
    const label = confirmText ?? (typeof children === 'string' ? children : undefined);
    if (await confirm({ title: confirmTitle, message: confirmMessage, confirmText: label, confirmColor: 'red' })) onConfirmed();
  };
  return (
    <Button size={size} variant={variant} {...props} onClick={() => void ask()}>
      {children}
    </Button>
  );
}
