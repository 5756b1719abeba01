import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-context';
import { requireSignedIn } from '../accounts';
import { buildMemberExport } from './data-export.service';

/** GET /api/users/me/export: the signed-in member's data as a zip download (the /profile page links to it). */
export const dataExportRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { user } = await requireSignedIn(c);
  const { zip, fileName } = await buildMemberExport(c.get('deps').db, user.id);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Disposition', `attachment; filename="geulbit-export.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer, 200, { 'Content-Type': 'application/zip' });
});
