import type { KinSort } from '@contracts/kin';

export type KinSearchParams = { q: string; sort: KinSort; start: number };

export const kinKeys = {
  status: ['kin', 'status'] as const,
  search: (params: KinSearchParams) => ['kin', 'search', params] as const,
  bookmarks: ['kin', 'bookmarks'] as const,
};
