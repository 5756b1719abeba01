import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { rankingKeys } from './rankings-keys';

/**
 * The member's tracked posts (every badge on a page reads this one query). Polled every few seconds while
 * a check is on its way, so '확인 중' turns into a rank by itself; visitors track nothing and ask nothing.
 */
export const useRankings = () => {
  const member = useAuthStore((s) => s.isAuthenticated);
  return useQuery({
    queryKey: rankingKeys.list,
    queryFn: () => call(api.rankings.$get(), { silent: true }),
    enabled: member,
    refetchInterval: (q) => (q.state.data?.targets.some((t) => t.requested || (t.waiting && t.latest.length === 0 && t.status === 'active')) ? 5000 : false),
  });
};
