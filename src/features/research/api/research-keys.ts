import { briefKey } from '@contracts/research';

export const researchKeys = {
  all: ['research'] as const,
  /** One keyword's brief, keyed as the server caches it (trimmed, spaces collapsed, case-folded). */
  brief: (keyword: string) => ['research', 'brief', briefKey(keyword)] as const,
};
