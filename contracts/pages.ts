import type { Article } from './contents';
import type { SharedPost } from './generations';
import type { PublicProduct } from './products';

// The paths live in page-paths.ts (products reads them for its reserved slugs); the app's pages are one thing.
export { APP_PAGE_PATHS, type AppPagePath } from './page-paths';

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
  /** A published product (`/{slug}`, `/{slug}-onepage`): what `GET /api/products/{slug}` gives. */
  product?: { slug: string; product: PublicProduct };
};
