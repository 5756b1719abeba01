import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

/** The run log; polled every few seconds while a run is waiting or writing. */
export const useAutomationRuns = () =>
  useQuery({
    queryKey: automationKeys.runs,
    queryFn: () => call(api.automations.runs.$get({ query: {} }), { silent: true }),
    refetchInterval: (query) => (query.state.data?.runs.some((r) => r.status === 'queued' || r.status === 'running') ? 3000 : false),
  });
