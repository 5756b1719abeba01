import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { automationKeys } from './automations-keys';

/** What a schedule can point at: the member's keyword lists, templates and (for the blog target) blogs. */
export const useAutomationChoices = () =>
  useQuery({
    queryKey: automationKeys.choices,
    queryFn: async () => {
      const [lists, prompts, profile] = await Promise.all([
        call(api.keywords.lists.$get(), { silent: true }),
        call(api.prompts.$get(), { silent: true }),
        call(api.vip.profile.$get(), { silent: true }),
      ]);
      return {
        lists: lists.lists,
        templates: [...prompts.presets, ...prompts.templates].map((t) => ({ id: t.id, name: t.name })),
        blogs: profile.blogs,
        defaultBlogId: profile.defaultBlogId,
        defaultTemplateId: profile.defaultTemplateId,
      };
    },
  });
