export const historyKeys = {
  all: ['history'] as const,
  list: (q: string) => ['history', 'list', { q }] as const,
  detail: (id: string) => ['history', 'detail', id] as const,
  shared: (shareId: string) => ['shared', shareId] as const,
};
