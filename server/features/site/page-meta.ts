import { matchPagePath, type PageData } from '@contracts/pages';
import { ONEPAGE_SUFFIX } from '@contracts/products';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { listPublishedArticles, readPublishedArticle } from '../contents';
import { readShared, toSharedPost } from '../generations';
import { readPublishedProduct } from '../products';
import { readChosenThumbnailUrl, toPostHtml } from '../publishing';
import { markdownText, type PageMeta } from './head-tags';
import { notFoundPage, seoWords, staticPages } from './site.messages';

/** `data`: what the page's first screen would otherwise fetch, written into the HTML (`#page-data`). */
export type DescribedPage = { status: 200 | 404; meta: PageMeta; data?: PageData };
type PageDeps = { db: Db; storage: FileStorage };

const notFound: DescribedPage = { status: 404, meta: { ...notFoundPage, noindex: true } };
// A member's page (history, keyword, admin…): the site's tags, no canonical address of its own.
const appPage: DescribedPage = { status: 200, meta: { ...staticPages['/'] } };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

// A post without a chosen thumbnail shows its first Markdown image in link previews.
const firstImage = (markdown: string) => /!\[[^\]]*\]\(\s*<?([^)\s>]+)/.exec(markdown)?.[1];

async function describeProduct(db: Db, segment: string): Promise<DescribedPage> {
  const onepage = segment.endsWith(ONEPAGE_SUFFIX);
  const slug = onepage ? segment.slice(0, -ONEPAGE_SUFFIX.length) : segment;
  const product = await readPublishedProduct(db, slug);
  if (!product) return notFound;
  const path = onepage ? `/${product.slug}${ONEPAGE_SUFFIX}` : `/${product.slug}`;
  return {
    status: 200,
    meta: {
      title: onepage ? seoWords.onepageTitle(product.name, product.summary) : seoWords.productTitle(product.name),
      description: product.summary,
      canonicalPath: path,
      ...(product.heroImageUrl ? { image: product.heroImageUrl } : {}),
    },
    data: { product: { slug: product.slug, product } },
  };
}

async function describeArticle(db: Db, id: string): Promise<DescribedPage> {
  const article = await readPublishedArticle(db, id);
  if (!article) return notFound;
  return {
    status: 200,
    meta: {
      title: seoWords.articleTitle(article.title),
      description: article.summary,
      canonicalPath: `/contents/${encodeURIComponent(article.id)}`,
      type: 'article',
      ...(article.coverImageUrl ? { image: article.coverImageUrl } : {}),
    },
    data: { article: { id: article.id, article, html: toPostHtml(article.body) } },
  };
}

async function describeShared(deps: PageDeps, shareId: string): Promise<DescribedPage> {
  const post = await readShared(deps.db, shareId).catch(() => null);
  if (!post) return notFound;
  const image = (await readChosenThumbnailUrl(deps, post.id)) ?? firstImage(post.content);
  return {
    status: 200,
    meta: {
      title: seoWords.sharedTitle(post.title || post.keyword || seoWords.sharedUntitled),
      description: markdownText(post.content) || post.keyword,
      canonicalPath: `/blog/${encodeURIComponent(shareId)}`,
      type: 'article',
      ...(image ? { image } : {}),
    },
    data: { shared: { shareId, post: toSharedPost(post), html: toPostHtml(post.content) } },
  };
}

/**
 * What the server says about a page before the SPA runs: its status (404 for an unknown product,
 * article or unshared post) and its tags. Pages of the app that are not public get the site's tags. `search` is
 * the address's query string ('' for none).
 */
export async function describePage(deps: PageDeps, pathname: string, search = ''): Promise<DescribedPage> {
  // Only a path with a row in the route table is a page; anything else is a 404 at any depth.
  const page = matchPagePath(pathname);
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (!page || segments.some((s) => s === null)) return notFound;
  const [first, second] = segments as string[];
  if (page === '/') return { status: 200, meta: { ...staticPages['/'], canonicalPath: '/' } };
  if (page === '/:product') return describeProduct(deps.db, first!.toLowerCase());
  if (page === '/contents/:id') return describeArticle(deps.db, second!);
  if (page === '/blog/:id') return describeShared(deps, second!);
  const known = staticPages[page as keyof typeof staticPages];
  if (!known) return appPage;
  const described: DescribedPage = { status: 200, meta: { ...known, canonicalPath: page } };
  // The library's first page comes with it, so its list paints with the HTML; a filtered or later page loads its own.
  if (page === '/contents' && search === '') return { ...described, data: { contents: await listPublishedArticles(deps.db, { page: 1 }) } };
  return described;
}
