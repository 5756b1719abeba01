import { type ReactElement, cloneElement, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

// Spec §9: tooltip delay 700 ms, skip delay 300 ms (moving from one tooltip to the next within
// 300 ms opens the next one at once).
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Delay before a tooltip opens, given when the previous one closed. */
export const openDelay = (now: number, closedAt = lastClosedAt) =>
  now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;

const sides = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  right: 'left-full top-1/2 ml-2 -translate-y-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  left: 'right-full top-1/2 mr-2 -translate-y-1/2',
} as const;

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** A light tooltip: shows on hover or keyboard focus after the spec's delays; Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'right',
}: {
  content: string;
  children: ReactElement<TriggerProps>;
  side?: keyof typeof sides;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    const delay = openDelay(performance.now());
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'pointer-events-none absolute z-50 w-max max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-normal text-white shadow-lg',
            sides[side],
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
