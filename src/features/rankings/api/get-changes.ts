import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { rankingKeys } from './rankings-keys';

export const useRankChanges = () => useQuery({ queryKey: rankingKeys.changes, queryFn: () => call(api.rankings.changes.$get(), { silent: true }) });
