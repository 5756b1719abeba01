import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: each pause in its changes. The first value counts at once,
 * unless `leading` is false (then it is `initial` until the first pause).
 */
export function usePausedValue<T>(value: T, ms: number, { leading = true, initial = value }: { leading?: boolean; initial?: T } = {}): T {
  const [settled, setSettled] = useState(leading ? value : initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
