import type { SharedPost } from '@contracts/generation';
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
