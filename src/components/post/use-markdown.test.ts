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

describe('useMarkdownHtml with HTML the server made', () => {
  it('shows the served HTML as it is, and renders the Markdown itself once it changes', async () => {
    const served = '<h1>서버가 만든 제목</h1>';
    const { result, rerender } = renderHook(({ md, html }) => useMarkdownHtml(md, 0, html), { initialProps: { md: '# 제목', html: served as string | undefined } });
    expect(result.current).toBe(served);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current).toBe(served);
    rerender({ md: '# 고친 제목', html: undefined });
    await vi.waitFor(() => expect(result.current).toBe('<h1>고친 제목</h1>\n'));
  });
});
