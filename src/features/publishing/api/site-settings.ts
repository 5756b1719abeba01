import type { SiteSettings } from '@contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { publishingKeys } from './publishing-keys';

export const useSiteSettings = (blogId: string | null) =>
  useQuery({ queryKey: publishingKeys.settings(blogId ?? ''), queryFn: () => call(api.blogs[':id'].settings.$get({ param: { id: blogId ?? '' } })), enabled: Boolean(blogId) });

/** The blog's own categories, read from it (WordPress). */
export const useBlogCategories = (blogId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: publishingKeys.categories(blogId ?? ''),
    queryFn: () => call(api.blogs[':id'].categories.$get({ param: { id: blogId ?? '' } }), { silent: true }),
    enabled: Boolean(blogId) && enabled,
    retry: false,
  });

export function useSaveSiteSettings(blogId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => call(api.blogs[':id'].settings.$put({ param: { id: blogId }, json: settings }), { silent: true }),
    onSuccess: (saved) => qc.setQueryData(publishingKeys.settings(blogId), saved),
  });
}
