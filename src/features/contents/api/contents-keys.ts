import type { ArticleCategory } from '@contracts/contents';

export type ArticleFilters = { category?: ArticleCategory | undefined; q?: string | undefined; page: number };

export const contentsKeys = {
  all: ['contents'] as const,
  list: (filters: ArticleFilters) => ['contents', 'list', filters] as const,
  one: (id: string) => ['contents', 'one', id] as const,
  admin: ['contents', 'admin'] as const,
};
