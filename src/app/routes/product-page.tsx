import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ONEPAGE_SUFFIX, onepageTitle } from '@contracts/products';
import { Loading, LoadError } from '@/components/ui/load-state';
import { useProduct } from '@/features/products/api/get-product';
import { OnepageView, ProductView } from '@/features/products/components/product-view';
import { ApiError } from '@/lib/api-client';
import { useTitleOverride } from '../layouts/document-title';
import { NotFoundPage } from './not-found-page';

/**
 * `/{product}` and `/{product}-onepage` share the router's one dynamic segment: the suffix picks the
 * landing. An unknown or unpublished slug is the 404 page (and the server already answered 404).
 */
export function ProductPage() {
  const { product: segment = '' } = useParams();
  const onepage = segment.endsWith(ONEPAGE_SUFFIX);
  const slug = (onepage ? segment.slice(0, -ONEPAGE_SUFFIX.length) : segment).toLowerCase();
  const product = useProduct(slug);
  const name = product.data?.name ?? null;
  const summary = product.data?.summary ?? '';
  // The same title the server sent with the page: `name · 글빛`, or the landing's whole SEO title.
  useEffect(() => {
    if (!name) return;
    useTitleOverride.setState(onepage ? { title: onepageTitle(name, summary), exact: true } : { title: name, exact: false });
    return () => useTitleOverride.setState({ title: null, exact: false });
  }, [name, summary, onepage]);
  if (product.isPending) return <Loading className="py-16" />;
  if (product.isError)
    return product.error instanceof ApiError && product.error.status === 404 ? <NotFoundPage /> : <LoadError message={product.error.message} />;
  return onepage ? <OnepageView product={product.data} /> : <ProductView product={product.data} />;
}
