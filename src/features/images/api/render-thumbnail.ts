import type { ThumbnailInput } from '@contracts/images';
import { ApiError, NETWORK_ERROR_MESSAGE, readError } from '@/lib/api-client';

/** POST /api/thumbnails: the PNG as a Blob (a binary answer, so plain fetch rather than the typed client). */
export async function renderThumbnail(input: ThumbnailInput, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch('/api/thumbnails', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'image/png' },
      body: JSON.stringify(input),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await readError(res);
  return res.blob();
}
