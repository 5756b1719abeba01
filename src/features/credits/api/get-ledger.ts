import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerQuery } from '@contracts/credits';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

const asQuery = (q: LedgerQuery) => ({
  ...(q.kind ? { kind: q.kind } : {}),
  ...(q.month ? { month: q.month } : {}),
  page: String(q.page ?? 1),
});

/** One page of the member's credit ledger with the balances. */
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: creditsKeys.ledger(query),
    queryFn: () => call(api.credits.ledger.$get({ query: asQuery(query) }), { silent: true }),
    placeholderData: keepPreviousData,
  });

/** The CSV export's address for the same filter (a plain download link). */
export const ledgerCsvHref = (query: LedgerQuery) => {
  const { page: _page, ...rest } = asQuery(query);
  const params = new URLSearchParams(rest).toString();
  return `/api/credits/ledger.csv${params ? `?${params}` : ''}`;
};
