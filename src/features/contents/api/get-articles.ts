import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { type ArticleFilters, contentsKeys } from './contents-keys';

/** A page of published articles (GET /api/contents), filtered by category and search. */
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
  });
