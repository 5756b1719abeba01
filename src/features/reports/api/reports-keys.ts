export const reportsKeys = {
  settings: ['reports', 'settings'] as const,
  list: ['reports', 'list'] as const,
  one: (id: string) => ['reports', 'one', id] as const,
  admin: ['reports', 'admin'] as const,
  adminLog: ['reports', 'admin', 'log'] as const,
  adminCategories: ['reports', 'admin', 'categories'] as const,
  adminSubscribers: ['reports', 'admin', 'subscribers'] as const,
};
