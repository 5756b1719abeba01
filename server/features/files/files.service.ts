import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

/** A file kept in the database (avatars), or null when there is none under this id. */
export async function readStoredFile(db: Db, id: string) {
  const [file] = await db.select({ data: storedFiles.data, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.id, id));
  return file ?? null;
}
