import type { Article, ArticlePage } from '@contracts/contents';
import type { SharedPost } from '@contracts/generations';
import type { PublicProduct } from '@contracts/products';
import type { PageData } from '@contracts/pages';

let read: PageData | null | undefined;

/** The page's data block, parsed once; null when the page came without one (another page, Vite dev, tests). */
export function readPageData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PageData | null {
  if (read !== undefined) return read;
  const text = doc?.getElementById('page-data')?.textContent;
  try {
    read = text ? (JSON.parse(text) as PageData) : null;
  } catch {
    read = null;
  }
  return read;
}

/** For tests: forget the parsed block. */
export function resetPageData() {
  read = undefined;
}

/** The page's data as a render on the server gives it (src/prerender.tsx), in place of the block. */
export function setPageData(data: PageData | null) {
  read = data;
}

/** When the page was served: data written into it is as fresh as that. */
export const pageServedAt = Math.round(globalThis.performance?.timeOrigin ?? 0);

/** The entry of the page's data under `key`, if it is the one asked for (after client-side navigation it is not). */
function served<K extends keyof PageData>(key: K, isIt: (entry: NonNullable<PageData[K]>) => boolean): NonNullable<PageData[K]> | undefined {
  const entry = readPageData()?.[key];
  return entry && isIt(entry) ? entry : undefined;
}

/** The shared post this page was served with. */
export const sharedPostFromPage = (shareId: string): SharedPost | undefined => served('shared', (e) => e.shareId === shareId)?.post;

/**
 * The HTML the server rendered for this shared post, while `content` is still the post it was rendered
 * from (a refetch that brings an edited post renders that one here instead).
 */
export const sharedHtmlFromPage = (shareId: string, content: string): string | undefined =>
  served('shared', (e) => e.shareId === shareId && e.post.content === content)?.html;

/** The library's first page (`/contents` with no filter) this page was served with. */
export const articlesFromPage = (): ArticlePage | undefined => readPageData()?.contents;

/** The published article this page was served with. */
export const articleFromPage = (id: string): Article | undefined => served('article', (e) => e.id === id)?.article;

/** The HTML the server rendered of an article's body, while `body` is still the one it was rendered from. */
export const articleHtmlFromPage = (id: string, body: string): string | undefined => served('article', (e) => e.id === id && e.article.body === body)?.html;

/** The published product this page was served with. */
export const productFromPage = (slug: string): PublicProduct | undefined => served('product', (e) => e.slug === slug)?.product;
