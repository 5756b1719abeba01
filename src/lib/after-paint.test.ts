import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs once, after the next animation frame, not during the current task', async () => {
    const fn = vi.fn();
    afterNextPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when no frame comes (a hidden tab), and never when cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fn = vi.fn();
    afterNextPaint(fn, 100);
    vi.advanceTimersByTime(99);
    // Fake timers run the frame too; it is the first of the two to fire.
    const cancelled = vi.fn();
    const cancel = afterNextPaint(cancelled, 100);
    cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
