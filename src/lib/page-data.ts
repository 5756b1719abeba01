import type { Article } from '@contracts/contents';
import type { SharedPost } from '@contracts/generation';
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

/** The shared post this page was served with, if it is the one asked for (after client-side navigation it is not). */
export function sharedPostFromPage(shareId: string): SharedPost | undefined {
  const shared = readPageData()?.shared;
  return shared?.shareId === shareId ? shared.post : undefined;
}

/**
 * The HTML the server rendered for this shared post, while `content` is still the post it was rendered
 * from (a refetch that brings an edited post renders that one here instead).
 */
export function sharedHtmlFromPage(shareId: string, content: string): string | undefined {
  const shared = readPageData()?.shared;
  return shared?.shareId === shareId && shared.post.content === content ? shared.html : undefined;
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

/** The published article this page was served with, if it is the one asked for. */
export function articleFromPage(id: string): Article | undefined {
  const article = readPageData()?.article;
  return article?.id === id ? article.article : undefined;
}

/** The HTML the server rendered of an article's body, while `body` is still the one it was rendered from. */
export function articleHtmlFromPage(id: string, body: string): string | undefined {
  const article = readPageData()?.article;
  return article?.id === id && article.article.body === body ? article.html : undefined;
}

/** The published product this page was served with, if it is the one asked for. */
export function productFromPage(slug: string): PublicProduct | undefined {
  const product = readPageData()?.product;
  return product?.slug === slug ? product.product : undefined;
}
