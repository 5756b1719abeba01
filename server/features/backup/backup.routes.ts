import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { buildBackup, tokenMatches } from './backup.service';

/**
 * The dump `npm run backup` asks a running PGlite server for. Only a caller that can read
 * DATA_DIR/server.json (the token) gets it; everyone else gets the API's usual 404.
 */
export const backupRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!deps.backup || !given || !tokenMatches(deps.backup.token, given)) throw new AppError('NOT_FOUND', '요청한 API를 찾을 수 없습니다.', 404);
  const bytes = await buildBackup({ dumpDatabase: deps.backup.dumpDatabase, dataDir: deps.env.dataDir, version: deps.version });
  c.header('Cache-Control', 'no-store');
  return c.body(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 200, { 'Content-Type': 'application/zip' });
});
