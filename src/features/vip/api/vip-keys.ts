export const vipKeys = {
  dashboard: ['vip', 'dashboard'] as const,
  calendar: (month: string) => ['vip', 'calendar', month] as const,
  publications: (filter: { status?: string; blogId?: string }) => ['vip', 'publications', filter] as const,
  profile: ['vip', 'profile'] as const,
  templates: ['vip', 'templates'] as const,
};
