import { and, eq, isNotNull } from 'drizzle-orm';
import { readServedImage } from '../images';
import { blogConnections, type blogSiteSettings, publicationMedia, publications } from '../../db/schema';
import { type WordpressClient, WordpressError } from '../../integrations/wordpress/wordpress.adapter';
import { AppError } from '../../lib/app-error';
import { blogFetch, bloggerClientFor, type BlogRow, type PublishDeps, wordpressClientFor } from './blog-clients';
import { pickFeaturedImage, storedImageId, storedImagesIn } from './featured-image';
import { imageSources, publicationMarker, splitTitle, toPostHtml } from './post-html';
import { M } from './publishing.messages';

export type RemotePost = { id: string; url: string };
export type PublishInput = {
  pub: typeof publications.$inferSelect;
  blog: BlogRow;
  settings: typeof blogSiteSettings.$inferSelect | null;
  post: { title: string; content: string };
  now: Date;
  /** Saves the remote post the moment it exists. */
  record(remote: RemotePost): Promise<unknown>;
};
/** `remoteStatus` is the blog's own word for the post ('publish', 'future', 'draft', 'LIVE' …). */
export type PublishResult = RemotePost & { live: boolean; remoteStatus: string };

const extOf = (contentType: string) => ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' })[contentType] ?? 'bin';

/** WordPress's `date_gmt`: UTC without a zone ("2026-11-24T03:00:00"). */
export const wordpressDateGmt = (at: Date) => at.toISOString().slice(0, 19);

/**
 * Uploads our stored images to WordPress once per publication: what a try uploaded is recorded
 * (publication_media) and reused by the next try; an upload whose answer never came back (the try
 * died) is found by the publication marker in its file name instead of being made again.
 */
function mediaUploader(deps: PublishDeps, wp: WordpressClient, pub: PublishInput['pub'], marker: string) {
  const earlierTry = pub.attempts > 0 || pub.round > 0;
  let recorded: Map<string, { id: number; url: string }> | null = null;
  let strays: Awaited<ReturnType<WordpressClient['findMediaByMarker']>> | null = null;
  const remember = async (imageId: string, media: { id: number; url: string }) => {
    await deps.db
      .insert(publicationMedia)
      .values({ publicationId: pub.id, sourceImageId: imageId, remoteMediaId: String(media.id), remoteUrl: media.url })
      .onConflictDoUpdate({
        target: [publicationMedia.publicationId, publicationMedia.sourceImageId],
        set: { remoteMediaId: String(media.id), remoteUrl: media.url },
      });
    recorded?.set(imageId, media);
    return media;
  };
  return async (imageId: string): Promise<{ id: number; url: string } | null> => {
    recorded ??= new Map(
      (await deps.db.select().from(publicationMedia).where(eq(publicationMedia.publicationId, pub.id))).map((m) => [
        m.sourceImageId,
        { id: Number(m.remoteMediaId), url: m.remoteUrl },
      ]),
    );
    const have = recorded.get(imageId);
    if (have && (await wp.mediaExists(have.id))) return have;
    const fileStem = `${marker}-${imageId}`;
    if (earlierTry) {
      strays ??= await wp.findMediaByMarker(marker);
      const stray = strays.find((m) => m.sourceUrl.toLowerCase().includes(fileStem.toLowerCase()) || m.title.toLowerCase().includes(fileStem.toLowerCase()));
      if (stray) return remember(imageId, { id: stray.id, url: stray.sourceUrl });
    }
    const image = await readServedImage({ db: deps.db, storage: deps.storage }, imageId);
    if (!image) return null;
    const media = await wp.uploadMedia(image.bytes, `${fileStem}.${extOf(image.contentType)}`, image.contentType);
    return remember(imageId, { id: media.id, url: media.sourceUrl });
  };
}

/** How long to wait between looks while WordPress's own cron run publishes an overdue post (≈5 s in all). */
const CRON_SETTLE_WAITS_MS = [250, 500, 1000, 1500, 2000];

/**
 * WordPress: images uploaded once (POST /wp/v2/media) and their links rewritten, the featured image
 * set (pickFeaturedImage), category and tags created when missing, then the post — as `future` with
 * `date_gmt` when WordPress keeps the schedule (scheduledBy 'blog'); a post an earlier try made is
 * found by its marker instead of made again. Then the post is read back and, when live, opened.
 */
export async function publishToWordpress(deps: PublishDeps, { pub, blog, settings, post, now, record }: PublishInput): Promise<PublishResult> {
  const wp = wordpressClientFor(deps, blog);
  // A revoked password makes WordPress treat us as a visitor (400s on drafts), so sign-in is checked first: a clear 401.
  await wp.me();
  const marker = publicationMarker(pub.id);
  let remote: RemotePost | null = pub.remoteId ? { id: pub.remoteId, url: pub.remoteUrl ?? '' } : null;
  if (!remote) {
    const found = await wp.findPostByMarker(marker);
    if (found) {
      remote = { id: String(found.id), url: found.link };
      await record(remote);
    }
  }
  if (!remote) {
    const { body } = splitTitle(post.content);
    const upload = mediaUploader(deps, wp, pub, marker);
    const uploaded = new Map<string, { id: number; url: string }>();
    for (const src of imageSources(body)) {
      const id = storedImageId(src, deps.env);
      if (!id || uploaded.has(src)) continue;
      const media = await upload(id);
      if (media) uploaded.set(src, media);
    }
    let featured: number | undefined;
    if (settings?.featuredImage !== false) {
      const pick = await pickFeaturedImage(deps.db, { generationId: pub.generationId, bodyImageIds: storedImagesIn(body, deps.env) });
      featured = pick ? (await upload(pick.imageId))?.id : undefined;
      // The pick was unreadable: the first image that did upload stands in.
      featured ??= [...uploaded.values()][0]?.id;
    }
    const categories = settings?.defaultCategoryId
      ? [Number(settings.defaultCategoryId)].filter(Number.isFinite)
      : settings?.defaultCategoryName
        ? await wp.ensureCategories([settings.defaultCategoryName])
        : [];
    const tags = settings?.defaultTags.length ? await wp.ensureTags(settings.defaultTags) : [];
    const content = toPostHtml(body, {
      imageUrl: (src) => uploaded.get(src)?.url ?? absolute(src, deps.env.BASE_URL),
      disclosure: settings?.disclosure,
      marker,
    });
    const byBlog = pub.scheduledBy === 'blog' && pub.postStatus !== 'draft';
    const created = await wp.createPost({
      title: post.title,
      content,
      status: pub.postStatus === 'draft' ? 'draft' : byBlog ? 'future' : 'publish',
      dateGmt: byBlog ? wordpressDateGmt(pub.publishAt) : undefined,
      categories,
      tags,
      featuredMedia: featured,
    });
    remote = { id: String(created.id), url: created.link };
    await record(remote);
  }
  let check = await wp.getPost(remote.id);
  if (check.status === 'future' && pub.scheduledBy === 'blog' && pub.publishAt.getTime() <= now.getTime()) {
    // Past its time and still scheduled: WP-Cron runs only on visits ("missed schedule"), so run it once.
    // Our own GET above is such a visit: WordPress may already be running its cron in another request,
    // holding the lock that makes wp-cron.php return at once, so look again while that run finishes.
    await wp.runCron();
    check = await wp.getPost(remote.id);
    for (const wait of CRON_SETTLE_WAITS_MS) {
      if (check.status !== 'future') break;
      await new Promise((r) => setTimeout(r, wait));
      check = await wp.getPost(remote.id);
    }
  }
  const url = check.link || remote.url;
  const live = check.status === 'publish' ? await pageAnswers(deps, url) : ['draft', 'future', 'pending', 'private'].includes(check.status);
  return { id: remote.id, url, live, remoteStatus: check.status };
}

const absolute = (src: string, baseUrl: string) => (src.startsWith('/') && !src.startsWith('//') ? `${baseUrl}${src}` : src);

async function pageAnswers(deps: PublishDeps, url: string) {
  try {
    const res = await blogFetch(deps.env)(url, { method: 'GET' });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Blogger has no image upload: images stay on our file storage, linked by absolute URL. The post is
 * made as a draft and then published (unless the setting says draft).
 */
export async function publishToBlogger(deps: PublishDeps, { pub, blog, settings, post, record }: PublishInput): Promise<PublishResult> {
  const blogger = bloggerClientFor(deps, blog);
  const blogId = blog.remoteBlogId ?? '';
  const marker = publicationMarker(pub.id);
  let remote: RemotePost | null = pub.remoteId ? { id: pub.remoteId, url: pub.remoteUrl ?? '' } : null;
  if (!remote) {
    const found = await blogger.findPostByMarker(blogId, marker);
    if (found) {
      remote = { id: found.id, url: found.url };
      await record(remote);
    }
  }
  if (!remote) {
    const { body } = splitTitle(post.content);
    const content = toPostHtml(body, { imageUrl: (src) => absolute(src, deps.env.BASE_URL), disclosure: settings?.disclosure, marker });
    const draft = await blogger.createDraft(blogId, { title: post.title, content, labels: settings?.defaultTags ?? [] });
    remote = { id: draft.id, url: draft.url };
    await record(remote);
  }
  let current = await blogger.getPost(blogId, remote.id);
  if (pub.postStatus === 'publish' && current.status !== 'LIVE') current = await blogger.publish(blogId, remote.id);
  const url = current.url || remote.url;
  const live = pub.postStatus === 'draft' ? current.status === 'DRAFT' : current.status === 'LIVE';
  return { id: remote.id, url, live, remoteStatus: current.status };
}

/**
 * Cancelling a schedule WordPress keeps: its `future` post goes to the trash first, or it would still
 * go out at its time. Nothing to do for other publications; a post already gone counts as withdrawn.
 */
export async function withdrawBlogSchedule(deps: Pick<PublishDeps, 'db' | 'env' | 'sealer'>, { userId, id }: { userId: string; id: string }) {
  const [row] = await deps.db
    .select({ remoteId: publications.remoteId, blog: blogConnections })
    .from(publications)
    .innerJoin(blogConnections, eq(blogConnections.id, publications.blogId))
    .where(and(eq(publications.id, id), eq(publications.userId, userId), eq(publications.scheduledBy, 'blog'), eq(publications.status, 'scheduled'), isNotNull(publications.remoteId)));
  if (!row?.remoteId || row.blog.kind !== 'wordpress') return;
  try {
    await wordpressClientFor(deps, row.blog).trashPost(row.remoteId);
  } catch (err) {
    if (err instanceof WordpressError && (err.status === 404 || err.status === 410)) return;
    throw new AppError('CANCEL_ON_BLOG_FAILED', M.cancelOnBlogFailed, 502);
  }
}
