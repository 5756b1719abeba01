import { NotFoundPage } from './not-found-page';

/**
 * `/{product}` and `/{product}-onepage` render products of the admin-managed catalog. The catalog
 * is not built yet, so it holds no product and every slug is unknown: a 404, as the scope says.
 */
export function ProductPage() {
  return <NotFoundPage />;
}
