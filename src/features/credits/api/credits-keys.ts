import type { LedgerQuery } from '@contracts/credits';

export const creditsKeys = {
  all: ['credits'] as const,
  pricing: ['credits', 'pricing'] as const,
  packages: ['credits', 'packages'] as const,
  checkout: ['credits', 'checkout'] as const,
  orders: ['credits', 'orders'] as const,
  ledger: (query: LedgerQuery) => ['credits', 'ledger', query] as const,
  admin: {
    all: ['credits', 'admin'] as const,
    packages: ['credits', 'admin', 'packages'] as const,
    orders: (filter: { channel?: string; status?: string }) => ['credits', 'admin', 'orders', filter] as const,
    invariant: ['credits', 'admin', 'invariant'] as const,
  },
};
