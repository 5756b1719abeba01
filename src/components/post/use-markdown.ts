import { useEffect, useState } from 'react';
import type * as Markdown from './markdown';

type MarkdownModule = typeof Markdown;
let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

/** Loads the Markdown renderer and sanitizer once, on first use (they are not needed for the first paint). */
export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown').then((m) => (loaded = m));
  return loading;
}

/** Sanitized HTML of `markdown`, re-rendered at most every `throttleMs` while it streams in. */
export function useMarkdownHtml(markdown: string, throttleMs = 80): string | null {
  const [html, setHtml] = useState<string | null>(() => (loaded ? loaded.renderMarkdown(markdown) : null));
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadMarkdown().then((m) => {
        if (!cancelled) setHtml(m.renderMarkdown(markdown));
      });
    }, loaded ? throttleMs : 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [markdown, throttleMs]);
  return html;
}
