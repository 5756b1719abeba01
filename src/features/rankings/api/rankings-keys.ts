export const rankingKeys = {
  all: ['rankings'] as const,
  list: ['rankings', 'list'] as const,
  points: (id: string) => ['rankings', 'points', id] as const,
  changes: ['rankings', 'changes'] as const,
  admin: ['rankings', 'admin'] as const,
};
