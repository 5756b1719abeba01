import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';

import { promptsKeys } from './prompts-keys';

export { promptsKeys };

export const fetchPrompts = () => call(api.prompts.$get());

/** Presets for everyone plus the member's own templates. */
export const usePrompts = (member: boolean) =>
  useQuery({ queryKey: promptsKeys.list(member), queryFn: fetchPrompts, staleTime: 60_000 });
