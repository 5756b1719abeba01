import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { articlesFromPage, pageServedAt } from '@/lib/page-data';
import { type ArticleFilters, contentsKeys } from './contents-keys';

/**
 * A page of published articles (GET /api/contents), filtered by category and search. Opened at `/contents` with no
 * filter, the first page comes with the page (#page-data) and its list shows with no request of its own.
 */
export const useArticles = (filters: ArticleFilters) =>
  useQuery({
    queryKey: contentsKeys.list(filters),
    queryFn: () =>
      call(
        api.contents.$get({
          query: { page: String(filters.page), ...(filters.category ? { category: filters.category } : {}), ...(filters.q ? { q: filters.q } : {}) },
        }),
        { silent: true },
      ),
    placeholderData: keepPreviousData,
    initialData: () => (filters.page === 1 && !filters.category && !filters.q ? articlesFromPage() : undefined),
    initialDataUpdatedAt: pageServedAt,
  });
