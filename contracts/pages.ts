import type { Article, ArticlePage } from './contents';
import type { SharedPost } from './generations';
import { APP_PAGE_PATHS, type AppPagePath } from './page-paths';
import type { PublicProduct } from './products';

// The paths live in page-paths.ts (products reads them for its reserved slugs); the app's pages are one thing.
export { APP_PAGE_PATHS, type AppPagePath };

const PAGE_PATTERNS = APP_PAGE_PATHS.map((path) => ({ path, segments: path.split('/').slice(1).filter(Boolean) }));

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The page of the route table a location opens, matched as the SPA's router matches it (React Router:
 * letters in any case, trailing slashes ignored, a parameter takes one non-empty segment, and a fixed
 * segment wins over a parameter), or null where the router shows its 404 page. The server answers 200
 * only for a path that has a page (and, for a parameter, an item behind it), so the two never disagree.
 */
export function matchPagePath(pathname: string): AppPagePath | null {
  const trimmed = pathname.replace(/\/+$/, '');
  const [lead, ...segments] = trimmed === '' ? [''] : trimmed.split('/');
  if (lead !== '' || segments.some((s) => s === '')) return null;
  const words = segments.map((s) => decodeSegment(s).toLowerCase());
  let best: AppPagePath | null = null;
  let bestScore = -1;
  for (const pattern of PAGE_PATTERNS) {
    if (pattern.segments.length !== words.length) continue;
    let score = 0;
    for (const [i, part] of pattern.segments.entries()) {
      if (part.startsWith(':')) score += 3;
      else if (part.toLowerCase() === words[i]) score += 10;
      else {
        score = -1;
        break;
      }
    }
    if (score > bestScore) [best, bestScore] = [pattern.path, score];
  }
  return best;
}

/**
 * What the server writes into a page (`<script type="application/json" id="page-data">`) that its first
 * screen would otherwise fetch: only what the public API gives anyone for that address.
 */
export type PageData = {
  /**
   * A shared post (`/blog/{id}`): what `GET /api/shared/{id}` gives anyone, and the post as HTML as the
   * server rendered it into #root (raw HTML in the Markdown shown as text, only web URLs kept), which the
   * page shows as it is until the post changes.
   */
  shared?: { shareId: string; post: SharedPost; html: string };
  /** A published article (`/contents/{id}`): what `GET /api/contents/{id}` gives, and its body as HTML (as a shared post's). */
  article?: { id: string; article: Article; html: string };
  /** The article library (`/contents` with no filter): what `GET /api/contents?page=1` gives. */
  contents?: ArticlePage;
  /** A published product (`/{slug}`, `/{slug}-onepage`): what `GET /api/products/{slug}` gives. */
  product?: { slug: string; product: PublicProduct };
};
