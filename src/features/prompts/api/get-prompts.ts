import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';

export const promptKeys = { all: ['prompts'] as const, list: (member: boolean) => ['prompts', { member }] as const };

export const fetchPrompts = () => call(api.prompts.$get());

/** Presets for everyone plus the member's own templates. */
export const usePrompts = (member: boolean) =>
  useQuery({ queryKey: promptKeys.list(member), queryFn: fetchPrompts, staleTime: 60_000 });
