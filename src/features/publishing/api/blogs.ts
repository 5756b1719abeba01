import type { ConnectBlogInput } from '@contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { publishingKeys } from './publishing-keys';

/** The member's connected blogs (credentials never come back from the server). */
export const useBlogs = (enabled = true) => useQuery({ queryKey: publishingKeys.blogs, queryFn: () => call(api.blogs.$get()), enabled });

export const connectBlog = (input: ConnectBlogInput) => call(api.blogs.$post({ json: input }), { silent: true });

/** Connects a blog (the server verifies it first); the list refreshes. */
export function useConnectBlog() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: connectBlog, onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.blogs }) });
}

export function useDeleteBlog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.blogs[':id'].$delete({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.all }),
  });
}

/** Checks a connection now (and repairs or marks it); answers { ok, message }. */
export function useCheckBlog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.blogs[':id'].check.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: publishingKeys.blogs }),
  });
}

/** WordPress's own authorization page for this site (one-click application password). */
export const useWordpressAuthorize = () =>
  useMutation({ mutationFn: (siteUrl: string) => call(api.blogs.wordpress['authorize-url'].$get({ query: { siteUrl } })) });

/** Google's consent page for Blogger. */
export const useBloggerStart = () => useMutation({ mutationFn: () => call(api.blogs.blogger.start.$get()) });

export const useGrantBlogs = (grant: string | null) =>
  useQuery({
    queryKey: publishingKeys.grantBlogs(grant ?? ''),
    queryFn: () => call(api.blogs.blogger.blogs.$get({ query: { grant: grant ?? '' } })),
    enabled: Boolean(grant),
    retry: false,
  });
