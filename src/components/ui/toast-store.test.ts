import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('the toast store', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: '첫 번째' });
    toast({ title: '두 번째', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: '두 번째', variant: 'destructive', open: true });
  });

  it('defaults to the default variant', () => {
    toast({ title: '저장됨' });
    expect(useToastStore.getState().toasts[0]?.variant).toBe('default');
  });

  it('closes a dismissed toast at once and removes it 2 s later', () => {
    const t = toast({ title: '안내' });
    t.dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
