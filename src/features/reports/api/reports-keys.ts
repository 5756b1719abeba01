export const reportKeys = {
  settings: ['reports', 'settings'] as const,
  list: ['reports', 'list'] as const,
  one: (id: string) => ['reports', 'one', id] as const,
  admin: ['reports', 'admin'] as const,
};
