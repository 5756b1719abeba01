import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves the in-process app over real HTTP on 127.0.0.1 (for streaming and client aborts). */
export async function listen(app: Hono<any>): Promise<{ url: string; close: () => Promise<void> }> {
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in (server as object)) (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server?.close(() => resolve());
      }),
  };
}
