import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDelay, Tooltip } from './tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('waits 700 ms, but opens at once within 300 ms of the previous one closing', () => {
    expect(openDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(700);
    expect(openDelay(10_000, 9_800)).toBe(0);
    expect(openDelay(10_000, 9_700)).toBe(700);
  });

  it('shows its text on hover after the delay, describes the trigger, and hides on leave', () => {
    render(
      <Tooltip content="로그인 후 이용할 수 있습니다">
        <button type="button">키워드 분석</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: '키워드 분석' });
    fireEvent.pointerEnter(trigger);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('로그인 후 이용할 수 있습니다');
    expect(trigger).toHaveAccessibleDescription('로그인 후 이용할 수 있습니다');
    fireEvent.pointerLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
