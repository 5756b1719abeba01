import { useEffect, useState } from 'react';
import type { ThumbnailInput } from '@contracts/images';
import { ApiError } from '@/lib/api-client';
import { renderThumbnail } from './api/render-thumbnail';

/** Waits this long after the last change before rendering, so typing a title costs a few renders, not one per key. */
export const PREVIEW_DEBOUNCE_MS = 350;

export type PreviewState = { url: string | null; blob: Blob | null; error: string | null; loading: boolean };

/**
 * Renders the thumbnail on the server as the inputs change (debounced), keeping the last good PNG shown. The server
 * checks the input with the contract's schema and answers a problem in Korean, shown as the error: the page does
 * not load zod for it.
 */
export function useThumbnailPreview(input: ThumbnailInput): PreviewState {
  const [state, setState] = useState<PreviewState>({ url: null, blob: null, error: null, loading: false });
  const key = JSON.stringify(input);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      renderThumbnail(JSON.parse(key) as ThumbnailInput, controller.signal)
        .then((blob) => setState((s) => {
          if (s.url) URL.revokeObjectURL(s.url);
          return { url: URL.createObjectURL(blob), blob, error: null, loading: false };
        }))
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, error: err instanceof ApiError ? err.message : String(err), loading: false }));
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
