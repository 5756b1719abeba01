import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

// Spec §9 toast constants, as a user meets them in the rendered toast area.
describe('the toast area', () => {
  it('is a region named for its F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: '알림 (F8)' })).toBeInTheDocument();
  });

  it('closes a toast after 5 s', () => {
    render(<Toaster />);
    act(() => void toast({ title: '저장했습니다' }));
    expect(screen.getByText('저장했습니다')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(useToastStore.getState().toasts[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
