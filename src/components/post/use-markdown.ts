import { useEffect, useRef, useState } from 'react';
import type * as Markdown from './markdown';

type MarkdownModule = typeof Markdown;
let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

/** Loads the Markdown renderer and sanitizer once, on first use (they are not needed for the first paint). */
export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown').then((m) => (loaded = m));
  return loading;
}

/**
 * Sanitized HTML of `markdown`, re-rendered at most every `throttleMs` while it streams in: a throttle,
 * not a debounce — text arriving faster than that (a model sends a token every few ms) still shows
 * every `throttleMs`, and the last text always renders. `served` is HTML the server already made of this
 * very Markdown (a shared post comes inside its page): it shows as it is, and the renderer is not loaded
 * for it.
 */
export function useMarkdownHtml(markdown: string, throttleMs = 80, served?: string): string | null {
  const [html, setHtml] = useState<string | null>(() => served ?? (loaded ? loaded.renderMarkdown(markdown) : null));
  const lastRender = useRef(0);
  useEffect(() => {
    if (served !== undefined) {
      setHtml(served);
      return;
    }
    let cancelled = false;
    const wait = loaded ? Math.max(0, throttleMs - (performance.now() - lastRender.current)) : 0;
    const timer = setTimeout(() => {
      void loadMarkdown().then((m) => {
        if (cancelled) return;
        lastRender.current = performance.now();
        setHtml(m.renderMarkdown(markdown));
      });
    }, wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [markdown, throttleMs, served]);
  return html;
}
