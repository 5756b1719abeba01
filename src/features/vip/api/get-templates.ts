import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { vipKeys } from './vip-keys';

/** Presets and the member's own templates, as choices for the default template. */
export const useTemplateChoices = () =>
  useQuery({
    queryKey: vipKeys.templates,
    queryFn: async () => {
      const { presets, templates } = await call(api.prompts.$get(), { silent: true });
      return [...presets, ...templates].map((t) => ({ id: t.id, name: t.name }));
    },
  });
