import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { publishingKeys } from './publishing-keys';

/**
 * The default blog the member set on /vipProfile, preselected when publishing (null when none); asked only
 * when there is a choice, and afresh on each visit (the profile page may have just changed it).
 */
export const useDefaultBlogId = (enabled: boolean) =>
  useQuery({
    queryKey: publishingKeys.defaultBlog,
    queryFn: async () => (await call(api.vip.profile.$get(), { silent: true })).defaultBlogId,
    retry: false,
    enabled,
    staleTime: 0,
  });
