import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { rankingKeys } from './rankings-keys';

export const useRankPoints = (id: string) =>
  useQuery({ queryKey: rankingKeys.points(id), queryFn: () => call(api.rankings[':id'].points.$get({ param: { id } }), { silent: true }) });
