import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from './app-context';

export type SseEvent = { event: string; data: unknown };

/**
 * Answers with a server-sent event stream that proxies must not buffer or cache. `produce` sends
 * events until it is done; `signal` aborts when the client goes away, and a send after that is
 * dropped. The stream counts among the open streams the metrics show while it lasts.
 */
export function streamEvents<E extends SseEvent>(c: Context<AppEnv>, produce: (send: (event: E) => Promise<void>, signal: AbortSignal) => Promise<unknown>) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  const { metrics } = c.get('deps');
  return streamSSE(c, async (stream) => {
    const stop = new AbortController();
    stream.onAbort(() => stop.abort());
    const send = async (e: E) => {
      if (!stream.aborted) await stream.writeSSE({ event: e.event, data: JSON.stringify(e.data) }).catch(() => undefined);
    };
    metrics.openStreams.inc();
    try {
      await produce(send, stop.signal);
    } finally {
      metrics.openStreams.dec();
    }
  });
}
