import type { GenerationEvent, GenerationInputDraft } from '@contracts/generations';
import { ApiError, DEFAULT_API_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { progress } from '@/lib/progress';

/**
 * POST /api/generations (or another route that streams the same events, e.g. a 지식iN draft): reads the
 * server-sent events as they arrive and hands each to `onEvent`.
 * Resolves when the stream ends; aborting `signal` stops the model on the server. Plain fetch, not
 * the typed client: the reply is a stream of events (typed by GenerationEvent), not one JSON body.
 */
export async function streamGeneration<TInput = GenerationInputDraft>(input: TInput, onEvent: (e: GenerationEvent) => void, signal: AbortSignal, path = '/api/generations') {
  progress.start();
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (err) {
    progress.done();
    if (signal.aborted) return;
    throw err instanceof DOMException && err.name === 'AbortError' ? err : new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  progress.done();
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(res.status, body?.error?.code ?? 'HTTP_ERROR', body?.error?.message ?? DEFAULT_API_ERROR_MESSAGE);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = '';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data += line.slice(5).replace(/^ /, '');
        }
        if (event && data) onEvent({ event, data: JSON.parse(data) } as GenerationEvent);
      }
    }
  } catch (err) {
    if (signal.aborted) return;
    throw err;
  }
}
