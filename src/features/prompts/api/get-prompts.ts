import { useQuery } from '@tanstack/react-query';
import type { PromptsReply } from '@contracts/prompts';
import { apiFetch } from '@/lib/api-client';

export const promptKeys = { all: ['prompts'] as const, list: (member: boolean) => ['prompts', { member }] as const };

export const fetchPrompts = () => apiFetch<PromptsReply>('/api/prompts');

/** Presets for everyone plus the member's own templates. */
export const usePrompts = (member: boolean) =>
  useQuery({ queryKey: promptKeys.list(member), queryFn: fetchPrompts, staleTime: 60_000 });
