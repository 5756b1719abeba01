import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { API_NOT_FOUND_MESSAGE, AppError } from '../../lib/app-error';
import { openBackup, tokenMatches } from './backup.service';

/**
 * The backup `npm run backup` asks a running PGlite server for, streamed as it is read. Only a caller
 * that can read DATA_DIR/server.json (the token) gets it; everyone else gets the API's usual 404.
 */
export const backupRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!deps.backup || !given || !tokenMatches(deps.backup.token, given)) throw new AppError('NOT_FOUND', API_NOT_FOUND_MESSAGE, 404);
  const archive = await openBackup({ snapshotDatabase: deps.backup.snapshotDatabase, dataDir: deps.env.dataDir, version: deps.version });
  const chunks = archive[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // Pulled a chunk at a time as the socket takes it, so the server never holds the backup.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    cancel: () => void archive.destroy(),
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' } });
});
