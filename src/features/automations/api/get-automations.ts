import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

export const useAutomations = () => useQuery({ queryKey: automationKeys.list, queryFn: () => call(api.automations.$get()) });
