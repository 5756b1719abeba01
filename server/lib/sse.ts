import type { Context } from 'hono';
import type { AppEnv } from './app-context';

export type SseEvent = { event: string; data: unknown };

/**
 * Answers with a server-sent event stream that proxies must not buffer or cache. `produce` sends
 * events until it is done; `signal` aborts when the client goes away, and a send after that is
 * dropped. The stream counts among the open streams the metrics show while it lasts.
 *
 * Frames go straight into the one ReadableStream the response reads (Hono's streamSSE put a
 * TransformStream and a second ReadableStream in between): with hundreds of streams open, every
 * web stream and every per-frame promise between the model and the socket is memory held at once.
 */
export function streamEvents<E extends SseEvent>(c: Context<AppEnv>, produce: (send: (event: E) => Promise<void>, signal: AbortSignal) => Promise<unknown>) {
  const { metrics, logger } = c.get('deps');
  const stop = new AbortController();
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // Resolved when the reader asks for more: a send waits for it once a frame is queued unread.
  let pulled: (() => void) | undefined;
  const wake = () => {
    pulled?.();
    pulled = undefined;
  };
  // Two frames of room: a send completes while one frame waits unread, as it did through streamSSE.
  const body = new ReadableStream<Uint8Array>(
    {
      start: (ctrl) => {
        controller = ctrl;
      },
      pull: wake,
      cancel: () => {
        stop.abort();
        wake();
      },
    },
    { highWaterMark: 2 },
  );
  // JSON never holds a raw line break, so each event is one `data:` line.
  const send = async (e: E) => {
    if (stop.signal.aborted) return;
    controller.enqueue(encoder.encode(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`));
    if ((controller.desiredSize ?? 0) <= 0 && !stop.signal.aborted) await new Promise<void>((resolve) => (pulled = resolve));
  };
  metrics.openStreams.inc();
  void produce(send, stop.signal)
    .catch((err: unknown) => logger.error('event stream failed', { error: err instanceof Error ? err.message : String(err) }))
    .finally(() => {
      metrics.openStreams.dec();
      if (!stop.signal.aborted) controller.close();
    });
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'Transfer-Encoding': 'chunked',
    'X-Accel-Buffering': 'no',
  });
}
