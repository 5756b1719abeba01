import type { PostThumbnailView } from '@contracts/publishing';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generations, images, postThumbnails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PublishDeps } from './blog-clients';
import { imageSources, splitTitle } from './post-html';
import { M } from './publishing.messages';

/** Where stored images are linked from: our own `/files/{id}` (also under BASE_URL) and, with S3, its public base. */
export type ImageOrigins = { BASE_URL: string; S3_PUBLIC_BASE_URL?: string | undefined };

/**
 * Our stored image id behind a post's image source, else null: `/files/{id}` (or the same under BASE_URL),
 * or the bucket's public URL of a stored image (`{S3_PUBLIC_BASE_URL}/images/YYYY/MM/{id}.{ext}`).
 */
export function storedImageId(src: string, origins: ImageOrigins) {
  const publicBase = origins.S3_PUBLIC_BASE_URL;
  if (publicBase && src.startsWith(`${publicBase}/`)) return /^images\/\d{4}\/\d{2}\/([A-Za-z0-9_-]+)\.[a-z0-9]+$/.exec(src.slice(publicBase.length + 1))?.[1] ?? null;
  const path = src.startsWith(origins.BASE_URL) ? src.slice(origins.BASE_URL.length) : src;
  return /^\/files\/([A-Za-z0-9_-]+)$/.exec(path)?.[1] ?? null;
}

/** Our stored images in a post's Markdown, in the order the post shows them, each once. */
export const storedImagesIn = (markdown: string, origins: ImageOrigins) => [
  ...new Set(imageSources(markdown).flatMap((src) => storedImageId(src, origins) ?? [])),
];

type FeaturedPick = { imageId: string; source: NonNullable<PostThumbnailView['source']> };

/**
 * The featured image of a post, in the order a blogger expects: the thumbnail chosen for it (made on
 * /imageX, or any image of theirs), else an /imageX thumbnail they put into the post, else the post's
 * first image. Images that are gone or not ready are passed over.
 */
export async function pickFeaturedImage(
  db: Db,
  { generationId, bodyImageIds }: { generationId: string; bodyImageIds: string[] },
): Promise<FeaturedPick | null> {
  const [chosen] = await db
    .select({ imageId: postThumbnails.imageId })
    .from(postThumbnails)
    .innerJoin(images, eq(images.id, postThumbnails.imageId))
    .where(and(eq(postThumbnails.generationId, generationId), eq(images.status, 'ready')));
  if (chosen) return { imageId: chosen.imageId, source: 'chosen' };
  if (!bodyImageIds.length) return null;
  const rows = await db.select({ id: images.id, kind: images.kind }).from(images).where(and(inArray(images.id, bodyImageIds), eq(images.status, 'ready')));
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  const thumbnail = bodyImageIds.find((id) => kinds.get(id) === 'thumbnail');
  if (thumbnail) return { imageId: thumbnail, source: 'thumbnail-in-post' };
  const first = bodyImageIds.find((id) => kinds.has(id));
  return first ? { imageId: first, source: 'first-image' } : null;
}

async function ownPost(db: Db, userId: string, generationId: string) {
  const [post] = await db
    .select({ id: generations.id, content: generations.content })
    .from(generations)
    .where(and(eq(generations.id, generationId), eq(generations.ownerUserId, userId)));
  if (!post) throw new AppError('GENERATION_NOT_FOUND', M.generationNotFound, 404);
  return post;
}

/** What a publication of this post would set as its featured image, and why. */
export async function getPostThumbnail(deps: Pick<PublishDeps, 'db' | 'env' | 'storage'>, { userId, generationId }: { userId: string; generationId: string }): Promise<PostThumbnailView> {
  const post = await ownPost(deps.db, userId, generationId);
  const pick = await pickFeaturedImage(deps.db, { generationId, bodyImageIds: storedImagesIn(splitTitle(post.content).body, deps.env) });
  if (!pick) return { generationId, imageId: null, url: null, source: null };
  const [row] = await deps.db.select({ storageKey: images.storageKey }).from(images).where(eq(images.id, pick.imageId));
  const url = (row?.storageKey ? deps.storage.publicUrl(row.storageKey) : null) ?? `/files/${pick.imageId}`;
  return { generationId, imageId: pick.imageId, url, source: pick.source };
}

/** Where the thumbnail a member chose for a post is served (the bucket's public URL, else `/files/{id}`), or null if none is chosen and ready. */
export async function readChosenThumbnailUrl(deps: Pick<PublishDeps, 'db' | 'storage'>, generationId: string): Promise<string | null> {
  const [chosen] = await deps.db
    .select({ imageId: images.id, storageKey: images.storageKey })
    .from(postThumbnails)
    .innerJoin(images, eq(images.id, postThumbnails.imageId))
    .where(and(eq(postThumbnails.generationId, generationId), eq(images.status, 'ready')));
  if (!chosen) return null;
  return (chosen.storageKey ? deps.storage.publicUrl(chosen.storageKey) : null) ?? `/files/${chosen.imageId}`;
}

/** Chooses (or, with null, clears) the thumbnail of the member's post; the image must be theirs and ready. */
export async function setPostThumbnail(deps: Pick<PublishDeps, 'db' | 'env' | 'storage'>, { userId, generationId, imageId, now = new Date() }: { userId: string; generationId: string; imageId: string | null; now?: Date }) {
  await ownPost(deps.db, userId, generationId);
  if (imageId === null) {
    await deps.db.delete(postThumbnails).where(eq(postThumbnails.generationId, generationId));
  } else {
    const [image] = await deps.db.select({ id: images.id }).from(images).where(and(eq(images.id, imageId), eq(images.userId, userId), eq(images.status, 'ready')));
    if (!image) throw new AppError('IMAGE_NOT_FOUND', M.thumbnailNotFound, 404);
    await deps.db
      .insert(postThumbnails)
      .values({ generationId, imageId, updatedAt: now })
      .onConflictDoUpdate({ target: postThumbnails.generationId, set: { imageId, updatedAt: now } });
  }
  return getPostThumbnail(deps, { userId, generationId });
}
