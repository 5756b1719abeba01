import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { pageServedAt, productFromPage } from '@/lib/page-data';
import { productsKeys } from './products-keys';

/**
 * A published product with the live prices of its packages (GET /api/products/{slug}); 404 for any other
 * slug. Opened from its link, the product comes with the page (#page-data), so it shows with no request.
 */
export const useProduct = (slug: string) =>
  useQuery({
    queryKey: productsKeys.one(slug),
    queryFn: () => call(api.products[':slug'].$get({ param: { slug } }), { silent: true }),
    retry: false,
    enabled: slug !== '',
    initialData: () => productFromPage(slug),
    initialDataUpdatedAt: pageServedAt,
  });
