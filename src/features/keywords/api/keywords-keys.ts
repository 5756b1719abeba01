export const keywordsKeys = {
  credentials: ['keywords', 'credentials'] as const,
  lists: ['keywords', 'lists'] as const,
  trend: (keyword: string) => ['keywords', 'trend', keyword] as const,
};
