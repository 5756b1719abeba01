import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleInput } from '@contracts/contents';
import { api, call } from '@/lib/api';
import { contentsKeys } from './contents-keys';

const admin = api.contents.admin;

export const useAdminArticles = () => useQuery({ queryKey: contentsKeys.admin, queryFn: () => call(admin.$get(), { silent: true }) });

/** Saves an article (a new one without id); the library is read again. */
export function useSaveArticle(id: string | undefined, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => (id ? call(admin[':id'].$put({ param: { id }, json: input })) : call(admin.$post({ json: input }))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contentsKeys.all });
      onSaved();
    },
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(admin[':id'].$delete({ param: { id } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: contentsKeys.all }),
  });
}
