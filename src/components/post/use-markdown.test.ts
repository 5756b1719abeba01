import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdown, useMarkdownHtml } from './use-markdown';

beforeAll(async () => {
  await loadMarkdown();
});
afterEach(() => vi.useRealTimers());

describe('useMarkdownHtml while a post streams in', () => {
  it('shows new text at least every 80 ms even when tokens arrive every 12 ms, and always the last text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let text = '# 제목';
    const { result, rerender } = renderHook(({ md }) => useMarkdownHtml(md, 80), { initialProps: { md: text } });
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      text += ` 낱말${i}`;
      rerender({ md: text });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(12);
      });
      seen.push(result.current ?? '');
    }
    // 40 tokens over 480 ms: a debounce would show nothing new until the stream pauses.
    const distinct = new Set(seen);
    expect(distinct.size).toBeGreaterThanOrEqual(5);
    expect(seen[20]).toContain('낱말1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toContain('낱말39');
  });
});
