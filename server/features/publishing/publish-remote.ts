import { readServedImage } from '../images';
import type { blogSiteSettings, publications } from '../../db/schema';
import { blogFetch, bloggerClientFor, type BlogRow, type PublishDeps, wordpressClientFor } from './blog-clients';
import { imageSources, publicationMarker, splitTitle, toPostHtml } from './post-html';

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
export type PublishResult = RemotePost & { live: boolean };

/** Our stored image id behind a post's image source (`/files/{id}` or the same under BASE_URL), else null. */
export function storedImageId(src: string, baseUrl: string) {
  const path = src.startsWith(baseUrl) ? src.slice(baseUrl.length) : src;
  return /^\/files\/([A-Za-z0-9_-]+)$/.exec(path)?.[1] ?? null;
}

const extOf = (contentType: string) => ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' })[contentType] ?? 'bin';

/**
 * WordPress: images uploaded (POST /wp/v2/media) and their links rewritten, the featured image set
 * from the first one, category and tags created when missing, then the post; a post an earlier try
 * made is found by its marker instead of made again. Then the post is checked live.
 */
export async function publishToWordpress(deps: PublishDeps, { pub, blog, settings, post, record }: PublishInput): Promise<PublishResult> {
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
    const uploaded = new Map<string, { id: number; url: string }>();
    for (const src of imageSources(body)) {
      const id = storedImageId(src, deps.env.BASE_URL);
      if (!id || uploaded.has(src)) continue;
      const image = await readServedImage({ db: deps.db, storage: deps.storage }, id);
      if (!image) continue;
      const media = await wp.uploadMedia(image.bytes, `${id}.${extOf(image.contentType)}`, image.contentType);
      uploaded.set(src, { id: media.id, url: media.sourceUrl });
    }
    const categories = settings?.defaultCategoryId
      ? [Number(settings.defaultCategoryId)].filter(Number.isFinite)
      : settings?.defaultCategoryName
        ? await wp.ensureCategories([settings.defaultCategoryName])
        : [];
    const tags = settings?.defaultTags.length ? await wp.ensureTags(settings.defaultTags) : [];
    const featured = settings?.featuredImage !== false ? [...uploaded.values()][0]?.id : undefined;
    const content = toPostHtml(body, { imageUrl: (src) => uploaded.get(src)?.url ?? absolute(src, deps.env.BASE_URL), disclosure: settings?.disclosure, marker });
    const created = await wp.createPost({ title: post.title, content, status: pub.postStatus === 'draft' ? 'draft' : 'publish', categories, tags, featuredMedia: featured });
    remote = { id: String(created.id), url: created.link };
    await record(remote);
  }
  const check = await wp.getPost(remote.id);
  const url = check.link || remote.url;
  const live = check.status === 'publish' ? await pageAnswers(deps, url) : ['draft', 'future', 'pending', 'private'].includes(check.status);
  return { id: remote.id, url, live };
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
  return { id: remote.id, url, live };
}
