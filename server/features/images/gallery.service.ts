import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { GALLERY_PAGE_SIZE, type GalleryImage, type ImageKind } from '@contracts/images';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/app-error';
import type { Owner } from '../../lib/owner';
import type { CleanImage } from './image-bytes';
import { UPLOAD_TOUCH_EVERY_MS } from './images.limits';
import { messages } from './images.messages';

export type ImageRow = typeof images.$inferSelect;
export type StoreDeps = { db: Db; storage: FileStorage };

// ASCII keys spread by month: blog editors (Naver) and S3 consoles both handle these best.
export const storageKeyOf = (id: string, ext: string, at: Date) =>
  `images/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${id}.${ext}`;

/** Where the browser loads a stored image: the store's public URL when there is one, else /files/{id}. */
export const imageUrl = (storage: FileStorage, row: Pick<ImageRow, 'id' | 'storageKey'>) =>
  (row.storageKey ? storage.publicUrl(row.storageKey) : null) ?? `/files/${row.id}`;

export const toGalleryImage = (storage: FileStorage, row: ImageRow): GalleryImage => ({
  id: row.id,
  kind: row.kind as ImageKind,
  url: imageUrl(storage, row),
  contentType: row.contentType ?? 'image/png',
  width: row.width ?? 0,
  height: row.height ?? 0,
  prompt: row.prompt,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Puts cleaned bytes in the store and records them; `id` lets a pending AI image row become ready.
 * `ownerVisitorId` is a visitor's upload (userId null).
 */
export async function storeImage(
  { db, storage }: StoreDeps,
  {
    id = randomUUID(),
    userId,
    ownerVisitorId = null,
    kind,
    prompt = '',
    image,
  }: { id?: string; userId: string | null; ownerVisitorId?: string | null; kind: ImageRow['kind']; prompt?: string; image: CleanImage },
): Promise<ImageRow> {
  const createdAt = new Date();
  const storageKey = storageKeyOf(id, image.ext, createdAt);
  await storage.put(storageKey, image.bytes, image.contentType);
  const values = { storageKey, contentType: image.contentType, bytes: image.bytes.length, width: image.width, height: image.height, etag: image.etag, status: 'ready' };
  const [row] = await db
    .insert(images)
    .values({ id, userId, ownerVisitorId, kind, prompt, createdAt, lastUsedAt: createdAt, ...values })
    .onConflictDoUpdate({ target: images.id, set: values })
    .returning();
  return row as ImageRow;
}

type Cursor = { createdAt: Date; id: string };
const encodeCursor = (row: ImageRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  return at && id && !Number.isNaN(Date.parse(at)) ? { createdAt: new Date(at), id } : null;
}

/** One page of a member's gallery (AI images and saved thumbnails), newest first, by keyset cursor. */
export async function listGallery({ db, storage }: StoreDeps, userId: string, rawCursor?: string) {
  const cursor = decodeCursor(rawCursor);
  const rows = await db
    .select()
    .from(images)
    .where(
      and(
        eq(images.userId, userId),
        inArray(images.kind, ['ai', 'thumbnail']),
        eq(images.status, 'ready'),
        cursor ? or(lt(images.createdAt, cursor.createdAt), and(eq(images.createdAt, cursor.createdAt), lt(images.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(GALLERY_PAGE_SIZE + 1);
  const page = rows.slice(0, GALLERY_PAGE_SIZE);
  const last = page.at(-1);
  return { items: page.map((row) => toGalleryImage(storage, row)), nextCursor: rows.length > GALLERY_PAGE_SIZE && last ? encodeCursor(last) : null };
}

/** A member's own ready gallery image, or a Korean 404. */
export async function getOwnImage(db: Db, userId: string, id: string): Promise<ImageRow> {
  const [row] = await db.select().from(images).where(and(eq(images.id, id), eq(images.userId, userId), eq(images.status, 'ready')));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound, 404);
  return row;
}

/** Deletes the record first, then the bytes: a failed store delete leaves an orphan file, never a broken link. */
export async function deleteImage({ db, storage }: StoreDeps, userId: string, id: string) {
  const row = await getOwnImage(db, userId, id);
  await db.delete(images).where(eq(images.id, row.id));
  if (row.storageKey) await storage.delete(row.storageKey);
}

/**
 * Deletes every image of a member who is leaving, bytes included (the rows alone would go with the
 * account by cascade, leaving the files in storage). Records first, then the bytes, as deleteImage does.
 */
export async function deleteMemberImages({ db, storage }: StoreDeps, userId: string) {
  const gone = await db.delete(images).where(eq(images.userId, userId)).returning({ storageKey: images.storageKey });
  for (const { storageKey } of gone) if (storageKey) await storage.delete(storageKey);
  return gone.length;
}

/** Whether `owner` may use this image: an upload is its uploader's (member or visitor), the rest a member's own. */
const ownsImage = (row: Pick<ImageRow, 'kind' | 'userId' | 'ownerVisitorId'>, owner: Owner | null) =>
  owner !== null &&
  (owner.kind === 'user' ? row.userId === owner.userId : row.kind === 'upload' && row.ownerVisitorId === owner.visitorId);

/**
 * The bytes of a background for the thumbnail maker: the owner's uploaded photo or gallery image, and
 * nobody else's (a Korean 400 either way, so an id says nothing about whether it exists). Using an
 * upload keeps it another day.
 */
export async function readBackground({ db, storage }: StoreDeps, fileId: string, owner: Owner | null, now = new Date()): Promise<Buffer> {
  const [row] = await db.select().from(images).where(and(eq(images.id, fileId), eq(images.status, 'ready')));
  const bytes = row?.storageKey && ownsImage(row, owner) ? await storage.get(row.storageKey) : null;
  if (!row || !bytes) throw new AppError('BACKGROUND_NOT_FOUND', messages.backgroundNotFound, 400);
  if (row.kind === 'upload' && now.getTime() - row.lastUsedAt.getTime() > UPLOAD_TOUCH_EVERY_MS) {
    await db.update(images).set({ lastUsedAt: now }).where(eq(images.id, row.id));
  }
  return bytes;
}

/** A stored image for GET /files/{id}, or null when this id is not one (avatars live elsewhere). */
export async function readServedImage({ db, storage }: StoreDeps, id: string) {
  const [row] = await db.select().from(images).where(and(eq(images.id, id), eq(images.status, 'ready')));
  if (!row?.storageKey || !row.contentType) return null;
  const bytes = await storage.get(row.storageKey);
  return bytes ? { bytes, contentType: row.contentType, etag: row.etag ?? '' } : null;
}

/** A visitor who signs in keeps the photos they uploaded: they become the member's. */
export async function claimVisitorUploads(db: Db, visitorId: string, userId: string) {
  await db.update(images).set({ userId, ownerVisitorId: null }).where(and(eq(images.ownerVisitorId, visitorId), eq(images.kind, 'upload')));
}
